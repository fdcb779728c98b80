import { landingSections } from '@/sdk/content/landing';
import type { BlockOf } from '@/sdk/content/pageBlocks';
import { LANDING_SECTION_CONTENT } from '@/sdk/content/landingSectionKeys';
import type { HomeSectionKey } from '@/sdk/content/landingSectionKeys';
import type { BlockFormWording } from './blockFormTypes';
import { contentSource } from './contentSource';

// The page builder's words for a landingSection block (issue 44): the sections' names. Where an
// editor changes a section's content follows from the landing field it is drawn from (the sdk's
// LANDING_SECTION_CONTENT and landingSections). Console-only, as the rest of blockForms; a file of
// its own so that one stays short. Keyed by the sdk's section keys: a section added there without
// a name here does not compile.

type Block = BlockOf<'landingSection'>;

/** Each section's name as the landing page shows it. */
const sectionNames: { [K in HomeSectionKey]: string } = {
  // Offered on every page, refused anywhere but first on the home page (sdk/content/homeLayout.ts).
  banner: 'Banner (opens the home page only)',
  clientLogos: 'Client logos',
  eLearning: 'About e-learning',
  services: 'Services',
  whyChoose: 'Why teachers choose us',
  appBanners: 'App banners',
  sellCourse: 'Sell your courses',
  stats: 'Figures (cities, teachers, students)',
  featureTabs: 'Feature tabs',
  faqs: 'FAQ (every active question)',
  testimonials: 'Testimonials carousel',
  launch: 'App launch (store links)',
};

const known = (block: Partial<Block>): HomeSectionKey | undefined =>
  block.section && Object.hasOwn(sectionNames, block.section) ? block.section : undefined;

export const landingSectionForm: BlockFormWording<Block> = {
  label: 'Landing page section',
  description: 'One of the landing page’s sections, with the same content as on the landing page.',
  fields: {
    section: {
      label: 'Section',
      hint: 'A page shows each section once.',
      options: sectionNames,
    },
  },
  starting: { section: 'sellCourse' },
  summary: (block) => {
    const section = known(block);
    return section ? sectionNames[section] : 'No section chosen';
  },
  sourceOf: (block) => {
    const section = known(block);
    return section && contentSource(landingSections[LANDING_SECTION_CONTENT[section]]);
  },
};
