import type { CampaignPageData } from '@/sdk/content';
import { CampaignPage } from '@/src/site/blocks';

/**
 * A page built from blocks at /<slug> (issue 44), as the server read it. A chunk of its own
 * (app/site/PublicSite.tsx imports it on demand), so the landing page's script does not carry
 * the blocks. Images use SiteImage's same-origin default, as on the landing page.
 */
export function CampaignPageContainer({ campaign }: { campaign: CampaignPageData }) {
  return <CampaignPage data={campaign} />;
}
