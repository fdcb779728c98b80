import type { ReactNode } from 'react';
import type { SiteSettings } from '@/sdk/content';
import { Footer } from '@/src/site/Footer';
import { Header } from '@/src/site/Header';
import { PromoBanner } from '@/src/site/PromoBanner';

interface SiteLayoutProps {
  /** The site settings: brand, contact, promo, links (from the page data the server wrote). */
  settings: SiteSettings;
  /** Whether the promo banner shows, as the server decided it (its end date passed or not). */
  showPromo: boolean;
  children: ReactNode;
}

/**
 * Every public page: promo banner, header and footer. The lead modal is no part of the page's
 * tree: its calls to action are links, and the page's first script opens the modal for them in a
 * root of its own (app/site/leadLinks.ts), before, during or after hydration.
 * Images (the logo) use SiteImage's same-origin default.
 */
export function SiteLayout({ settings, showPromo, children }: SiteLayoutProps) {
  return (
    <>
      {showPromo ? (
        <PromoBanner
          text={settings.promoText}
          discountPercent={settings.promoPercent}
          code={settings.promoCode}
        />
      ) : null}
      <Header settings={settings} />
      <main id="main">{children}</main>
      <Footer settings={settings} />
    </>
  );
}
