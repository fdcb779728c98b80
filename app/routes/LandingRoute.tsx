import type { SiteSettings } from '@/sdk/content';
import { LandingPage } from '@/src/site/LandingPage';
import { useOpenLeadModal } from '../providers/LeadModalProvider';
import type { LandingData } from './landingLoader';

/**
 * The teacher landing page: the server's data into the twelve sections, every CTA to the modal.
 * Images use SiteImage's same-origin default: the public pages are always served by our server.
 */
export function LandingRoute({ data, settings }: { data: LandingData; settings: SiteSettings }) {
  const openLeadModal = useOpenLeadModal();
  const stores = { googlePlay: settings.googlePlayUrl, appStore: settings.appStoreUrl };
  return <LandingPage {...data} stores={stores} onBookMeeting={openLeadModal} />;
}
