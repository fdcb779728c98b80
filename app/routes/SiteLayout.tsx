import type { ReactNode } from 'react';
import { Footer } from '@/src/site/Footer';
import { Header } from '@/src/site/Header';
import { PromoBanner } from '@/src/site/PromoBanner';
import { LeadModalProvider, useOpenLeadModal } from '../providers/LeadModalProvider';
import { useRememberVisit } from '../attribution/useRememberVisit';

function SiteChrome({ children }: { children: ReactNode }) {
  const openLeadModal = useOpenLeadModal();
  useRememberVisit();
  return (
    <>
      <PromoBanner />
      <Header onBookDemo={openLeadModal} />
      <main id="main">{children}</main>
      <Footer />
    </>
  );
}

/**
 * Every public page: promo banner, header, footer and the lead modal (with the site's toasts,
 * loaded on the first click).
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <LeadModalProvider>
      <SiteChrome>{children}</SiteChrome>
    </LeadModalProvider>
  );
}
