import { useLoaderData } from 'react-router-dom';
import { mediaUrl } from '@/sdk/client';
import { LandingPage } from '@/src/site/LandingPage';
import { useOpenLeadModal } from '../providers/LeadModalProvider';
import type { LandingData } from './landingLoader';

/** The teacher landing page: the loader's data into the twelve sections, every CTA to the modal. */
export function LandingRoute() {
  const data = useLoaderData() as LandingData;
  const openLeadModal = useOpenLeadModal();
  return <LandingPage {...data} imageUrl={mediaUrl} onBookMeeting={openLeadModal} />;
}
