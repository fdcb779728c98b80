import { LEAD_PAGE_PATH } from '@/sdk/schemas/leadConstants';
import { LeadPage, LeadThanks } from '@/src/site/LeadPage';
import { lazyPart } from '@/src/ui/LoadWhenNear';
import { LandingPageContainer } from './pages/LandingPageContainer';
import { NotFoundPage } from './pages/NotFoundPage';
import { PolicyPageContainer } from './pages/PolicyPageContainer';
import { SiteLayout } from './pages/SiteLayout';
import type { SitePage } from './sitePage';

// Pages built from blocks (issue 44) in a chunk of their own: the landing page never loads it.
// The server preloads it with every lazy part before rendering; the browser before hydrating
// (pageCode, below), so the tree never suspends there.
const CampaignPageContainer = lazyPart(() =>
  import('./pages/CampaignPageContainer').then((m) => m.CampaignPageContainer),
);

/** Loads the code `page` needs beyond this chunk's, or null: it needs none (hydrateSite.tsx). */
export const pageCode = (page: SitePage): Promise<unknown> | null =>
  page.name === 'campaign' ? CampaignPageContainer.preload() : null;

/**
 * A public page as the server renders it and the browser hydrates it: the same tree on both
 * sides, chosen by the page the server matched (app/entry-server.tsx), with no router in the
 * browser: links between public pages are full page loads of server-rendered HTML.
 */
export function PublicSite({ page }: { page: SitePage }) {
  const { settings } = page;
  return (
    <SiteLayout settings={settings} showPromo={page.showPromo}>
      {page.name === 'landing' && (
        <LandingPageContainer data={page.landing} sections={page.sections} settings={settings} />
      )}
      {page.name === 'policy' && <PolicyPageContainer policy={page.policy} settings={settings} />}
      {page.name === 'lead' && <LeadPage form={page.form} action={LEAD_PAGE_PATH} />}
      {page.name === 'leadThanks' && <LeadThanks />}
      {page.name === 'campaign' && (
        <CampaignPageContainer campaign={page.campaign} settings={settings} />
      )}
      {page.name === 'notFound' && <NotFoundPage />}
    </SiteLayout>
  );
}
