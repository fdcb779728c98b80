import { LandingPage } from '@/src/site/LandingPage';
import { useOpenLeadModal } from '../providers/LeadModalProvider';
import type { LandingData } from './landingLoader';

/**
 * The teacher landing page: the server's data into the twelve sections, every CTA to the modal.
 * Images use SiteImage's same-origin default: the public pages are always served by our server.
 */
export function LandingRoute({ data }: { data: LandingData }) {
  const openLeadModal = useOpenLeadModal();
  return <LandingPage {...data} onBookMeeting={openLeadModal} />;
}
