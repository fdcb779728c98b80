import type { PageBlock } from '@/sdk/content/pageBlocks';
import { EXPERIMENT_BLOCK_ID } from './pactIds';

// The experiments' contract example (issue 45 item 3): a live page with a hero, and a variant of
// the hero with another headline. The consumer sends and expects these; the provider seeds them.

export const EXPERIMENT_PAGE_SLUG = 'for-schools';
export { EXPERIMENT_BLOCK_ID };

const hero: PageBlock = {
  id: EXPERIMENT_BLOCK_ID,
  hidden: false,
  type: 'hero',
  eyebrow: 'For schools',
  title: 'Every class, test and fee in one place',
  text: '',
  cta: 'Book a Demo',
  withForm: true,
};

export const EXPERIMENT_VARIANT: PageBlock = { ...hero, title: 'From ₹999 a month, fees included' };

/** The live page, as a pages record (sdk/content/pages.ts) is stored. */
export const EXPERIMENT_PAGE = {
  slug: EXPERIMENT_PAGE_SLUG,
  title: 'For schools',
  seoTitle: '',
  seoDescription: '',
  indexed: true,
  blocks: JSON.stringify([hero]),
  heroImage: '',
  heroImageAlt: '',
  heroImageDecorative: false,
  isActive: true,
};

export const EXPERIMENT_NAME = 'Hero headline: price first';
