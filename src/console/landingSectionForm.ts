import {
  business,
  clients,
  course,
  eLearning,
  faqs,
  featureTabs,
  home,
  launch,
  testimonials,
  whyChoose,
} from '@/sdk/content';
import type { BlockOf } from '@/sdk/content/pageBlocks';
import type { LandingSectionKey } from '@/sdk/content/landingSectionKeys';
import type { BlockForm, BlockSource } from './blockFormTypes';

// The page builder's words for a landingSection block (issue 44): the sections' names and where
// an editor changes each one's content. Console-only, as the rest of blockForms; a file of its own
// so that one stays short. Keyed by the sdk's section keys: a section added there without a name
// here does not compile.

type Block = BlockOf<'landingSection'>;
type Section = { name: string; source: BlockSource };

/** Each section's name as the landing page shows it, and the console screen of its content. */
const sections: { [K in LandingSectionKey]: Section } = {
  clientLogos: { name: 'Client logos', source: { label: 'Clients', path: clients.screens.list } },
  eLearning: { name: 'About e-learning', source: { label: 'E-learning', path: eLearning.screen } },
  services: { name: 'Services', source: { label: 'Home', path: home.screen } },
  whyChoose: {
    name: 'Why teachers choose us',
    source: { label: 'Why Choose Us', path: whyChoose.screen },
  },
  appBanners: { name: 'App banners', source: { label: 'Home', path: home.screen } },
  sellCourse: { name: 'Sell your courses', source: { label: 'Course', path: course.screen } },
  stats: {
    name: 'Figures (cities, teachers, students)',
    source: { label: 'Business Online', path: business.screen },
  },
  featureTabs: {
    name: 'Feature tabs',
    source: { label: 'Feature Tabs', path: featureTabs.screens.list },
  },
  faqs: { name: 'FAQ (every active question)', source: { label: 'FAQ', path: faqs.screens.list } },
  testimonials: {
    name: 'Testimonials carousel',
    source: { label: 'Testimonials', path: testimonials.screens.list },
  },
  launch: { name: 'App launch (store links)', source: { label: 'Launch', path: launch.screen } },
};

const sectionOf = (block: Partial<Block>) =>
  block.section && Object.hasOwn(sections, block.section) ? sections[block.section] : undefined;

export const landingSectionForm: BlockForm<Block> = {
  label: 'Landing page section',
  description: 'One of the landing page’s sections, with the same content as on the landing page.',
  fields: {
    section: {
      kind: 'select',
      label: 'Section',
      hint: 'A page shows each section once.',
      options: Object.fromEntries(
        Object.entries(sections).map(([key, section]) => [key, section.name]),
      ) as { [K in LandingSectionKey]: string },
    },
  },
  starting: { section: 'sellCourse' },
  summary: (block) => sectionOf(block)?.name ?? 'No section chosen',
  sourceOf: (block) => sectionOf(block)?.source,
};
