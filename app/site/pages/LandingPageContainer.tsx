import type { SiteSettings } from '@/sdk/content';
import { LandingPage } from '@/src/site/LandingPage';
import type { LandingData } from '../landingLoader';

/**
 * The teacher landing page: the server's data into the twelve sections, every call to action a link
 * to the lead page (the first script opens the modal for them).
 * Images use SiteImage's same-origin default: the public pages are always served by our server.
 */
export function LandingPageContainer({
  data,
  settings,
}: {
  data: LandingData;
  settings: SiteSettings;
}) {
  const stores = { googlePlay: settings.googlePlayUrl, appStore: settings.appStoreUrl };
  return <LandingPage {...data} stores={stores} />;
}
