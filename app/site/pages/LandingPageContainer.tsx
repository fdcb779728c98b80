import type { SiteSettings } from '@/sdk/content';
import type { HomeSectionKey } from '@/sdk/content/landingSectionKeys';
import { LandingPage } from '@/src/site/LandingPage';
import type { LandingData } from '../landingLoader';

/**
 * The teacher landing page: the server's data into its sections (the editor's layout, else the
 * twelve in the spec's order), every call to action a link
 * to the lead page (the first script opens the modal for them).
 * Images use SiteImage's same-origin default: the public pages are always served by our server.
 */
export function LandingPageContainer({
  data,
  sections,
  settings,
}: {
  data: LandingData;
  sections?: readonly HomeSectionKey[];
  settings: SiteSettings;
}) {
  const stores = { googlePlay: settings.googlePlayUrl, appStore: settings.appStoreUrl };
  return <LandingPage {...data} stores={stores} {...(sections ? { sections } : {})} />;
}
