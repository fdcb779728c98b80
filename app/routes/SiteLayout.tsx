import { Outlet } from 'react-router-dom';
import { mediaUrl } from '@/sdk/client';
import { promoShown } from '@/sdk/content';
import { Footer } from '@/src/site/Footer';
import { Header } from '@/src/site/Header';
import { PromoBanner } from '@/src/site/PromoBanner';
import { SiteToaster } from '@/src/ui/SiteToaster';
import { LeadModalProvider, useOpenLeadModal } from '../providers/LeadModalProvider';
import { useRememberVisit } from '../attribution/useRememberVisit';
import { useSiteSettings } from './siteLoader';
import { useScrollToHash } from './useScrollToHash';

function SiteChrome() {
  const openLeadModal = useOpenLeadModal();
  const settings = useSiteSettings();
  useScrollToHash();
  useRememberVisit();
  return (
    <>
      {promoShown(settings, new Date()) ? (
        <PromoBanner
          text={settings.promoText}
          discountPercent={settings.promoPercent}
          code={settings.promoCode}
        />
      ) : null}
      <Header onBookDemo={openLeadModal} settings={settings} imageUrl={mediaUrl} />
      <main id="main">
        <Outlet />
      </main>
      <Footer settings={settings} imageUrl={mediaUrl} />
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
