import { Outlet } from 'react-router-dom';
import { Footer } from '@/src/site/Footer';
import { Header } from '@/src/site/Header';
import { PromoBanner } from '@/src/site/PromoBanner';
import { SiteToaster } from '@/src/ui/SiteToaster';
import { LeadModalProvider, useOpenLeadModal } from '../providers/LeadModalProvider';
import { useRememberVisit } from '../attribution/useRememberVisit';
import { useScrollToHash } from './useScrollToHash';

function SiteChrome() {
  const openLeadModal = useOpenLeadModal();
  useScrollToHash();
  useRememberVisit();
  return (
    <>
      <PromoBanner />
      <Header onBookDemo={openLeadModal} />
      <main id="main">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}

/** Every public page: promo banner, header, footer, the lead modal and the site's toasts. */
export function SiteLayout() {
  return (
    <LeadModalProvider>
      <SiteChrome />
      <SiteToaster />
    </LeadModalProvider>
  );
}
