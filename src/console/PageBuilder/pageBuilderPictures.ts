import type { BlockType } from '@/sdk/content/pageBlocks';
import ctaBand from '@/stories/__visual__/site-blocks-ctaband--default.desktop.png';
import faqList from '@/stories/__visual__/site-blocks-faqlist--default.desktop.png';
import featureGrid from '@/stories/__visual__/site-blocks-featuregrid--default.desktop.png';
import hero from '@/stories/__visual__/site-blocks-hero--default.desktop.png';
import imageText from '@/stories/__visual__/site-blocks-imagetext--default.desktop.png';
import landingSection from '@/stories/__visual__/site-blocks-landingsection--default.desktop.png';
import logoStrip from '@/stories/__visual__/site-blocks-logostrip--default.desktop.png';
import richText from '@/stories/__visual__/site-blocks-richtext--default.desktop.png';
import stats from '@/stories/__visual__/site-blocks-stats--default.desktop.png';
import testimonials from '@/stories/__visual__/site-blocks-testimonials--default.desktop.png';
import video from '@/stories/__visual__/site-blocks-video--default.desktop.png';

// The picker shows each block as the site draws it (issue 44): the visual baseline of the site
// block's Default story (src/site/blocks, 1440 px wide), the same picture design and QA review,
// so it can never drift from the component. Keyed by BlockType: a type without a picture does not
// compile, and a baseline renamed or removed fails the console's build. The files are assets of
// the console's bundle, fetched only while the picker is open.

export const blockPictures: { [T in BlockType]: string } = {
  hero,
  richText,
  ctaBand,
  featureGrid,
  logoStrip,
  testimonials,
  faqList,
  stats,
  video,
  imageText,
  landingSection,
};
