import type { BlockOf } from '@/sdk/content';
import { landingSectionScripts } from '@/src/site/LandingPage';
import type { BlockScript, BlockViewProps } from '../blockView';
import { landingSectionViews } from './LandingSectionBlockSections';

// No store links in the settings handed over (a story, a test): the badges link nowhere rather
// than the section failing.
const NO_STORES = { googlePlay: '', appStore: '' };

/**
 * One of the landing page's sections (issue 44), drawn by the landing page's own component from
 * the same content `/` shows, read for this page by the server (`data.landing`). The section
 * keeps its own heading: the block has no words of its own to give it.
 */
export function LandingSectionBlock({
  block,
  data,
  imageUrl,
  stores,
}: BlockViewProps<'landingSection'>) {
  return landingSectionViews[block.section]({
    landing: data.landing,
    imageUrl,
    stores: stores ?? NO_STORES,
  });
}

/** Whether the block's section needs the browser's code (blockViews.tsx): as on `/`. */
export const landingSectionScript = (block: BlockOf<'landingSection'>): BlockScript =>
  landingSectionScripts[block.section];
