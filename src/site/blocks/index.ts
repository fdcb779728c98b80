// The blocks' way in: the page drawn from its blocks, and the registry the page builder's
// preview and the worked example in docs/architecture.md name.
export { CampaignPage } from './CampaignPage';
export type { CampaignPageProps } from './CampaignPage';
export { blockViews } from './blockViews';
export type { AppStores, BlockScript, BlockView, BlockViewProps, BlockViews } from './blockView';
