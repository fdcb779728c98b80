import { demoCampaignBlocks, demoCampaignPageFields } from '@/sdk/demo/campaignPage';

// The demo's campaign page (issue 44, item 5), as the seed stores it. Its words and blocks are
// written once in sdk/demo/campaignPage.ts, which the stories' fixtures read too.

export { DEMO_PAGE_SLUG } from '@/sdk/demo/campaignPage';
export { DEMO_HEADER_LINKS } from '@/sdk/demo/headerLinks';

/** The blocks as the page stores them, the image and text block showing `picture`. */
export const demoPageBlocks = (picture: string) =>
  JSON.stringify(
    demoCampaignBlocks.map((block) =>
      block.type === 'imageText' ? { ...block, image: picture } : block,
    ),
  );

/** The page's fields as the collection stores them (its images are drawn by seedDemo). */
export const demoCampaignPage = {
  ...demoCampaignPageFields,
  blocks: JSON.stringify(demoCampaignBlocks),
};
