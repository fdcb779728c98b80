import { useLoaderData } from 'react-router-dom';
import { mediaUrl } from '@/sdk/client';
import { LandingPage } from '@/src/site/LandingPage';
import { useOpenLeadModal } from '../providers/LeadModalProvider';
import type { LandingData } from './landingLoader';
import { useSiteSettings } from './siteLoader';

/** The teacher landing page: the loader's data into the twelve sections, every CTA to the modal. */
export function LandingRoute() {
  const data = useLoaderData() as LandingData;
  const openLeadModal = useOpenLeadModal();
  const settings = useSiteSettings();
  const stores = { googlePlay: settings.googlePlayUrl, appStore: settings.appStoreUrl };
  return (
    <LandingPage {...data} stores={stores} imageUrl={mediaUrl} onBookMeeting={openLeadModal} />
  );
}
