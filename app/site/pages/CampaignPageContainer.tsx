import type { CampaignPageData, SiteSettings } from '@/sdk/content';
import { CampaignPage } from '@/src/site/blocks';

/**
 * A page built from blocks at /<slug> (issue 44), as the server read it. A chunk of its own
 * (app/site/PublicSite.tsx imports it on demand), so the landing page's script does not carry
 * the blocks. Images use SiteImage's same-origin default, as on the landing page; the store
 * links come from the settings, as LandingPageContainer gives them to the launch section.
 */
export function CampaignPageContainer({
  campaign,
  settings,
}: {
  campaign: CampaignPageData;
  settings: SiteSettings;
}) {
  const stores = { googlePlay: settings.googlePlayUrl, appStore: settings.appStoreUrl };
  return <CampaignPage data={campaign} stores={stores} />;
}
