import type { ReactNode } from 'react';
import type { SiteSettings } from '@/sdk/content';
import { Footer } from '@/src/site/Footer';
import { Header } from '@/src/site/Header';
import { PromoBanner } from '@/src/site/PromoBanner';
import { LeadModalProvider, useOpenLeadModal } from '../providers/LeadModalProvider';

interface SiteLayoutProps {
  /** The site settings: brand, contact, promo, links (from the page data the server wrote). */
  settings: SiteSettings;
  /** Whether the promo banner shows, as the server decided it (its end date passed or not). */
  showPromo: boolean;
  children: ReactNode;
}

function SiteChrome({ settings, showPromo, children }: SiteLayoutProps) {
  const openLeadModal = useOpenLeadModal();
  return (
    <>
      {showPromo ? (
        <PromoBanner
          text={settings.promoText}
          discountPercent={settings.promoPercent}
          code={settings.promoCode}
        />
      ) : null}
      <Header onBookDemo={openLeadModal} settings={settings} />
      <main id="main">{children}</main>
      <Footer settings={settings} />
    </>
  );
}

/**
 * Every public page: promo banner, header, footer and the lead modal (with the site's toasts,
 * loaded on the first click). Images (the logo) use SiteImage's same-origin default.
 */
export function SiteLayout(props: SiteLayoutProps) {
  return (
    <LeadModalProvider>
      <SiteChrome {...props} />
    </LeadModalProvider>
  );
}
