import { lazyPart } from '@/src/ui/LoadWhenNear';
import type { BlockViews } from './blockView';
import { FaqListBlock } from './FaqListBlock';
import { LandingSectionBlock, landingSectionScript } from './LandingSectionBlock';
import { LogoStripBlock } from './LogoStripBlock';
import { TestimonialsBlock } from './TestimonialsBlock';
import { VideoBlock } from './VideoBlock';
// The blocks the browser keeps as the server drew them load their code on the server only
// (lazy parts the server preloads), so their stylesheets come with the page from here, as the
// landing page's carousels' do (app/vite.config.ts puts them in the site's stylesheet).
import '../Banner/Banner.css';
import './HeroBlock/HeroBlock.css';
import './RichTextBlock/RichTextBlock.css';
import './CtaBandBlock/CtaBandBlock.css';
import './FeatureGridBlock/FeatureGridBlock.css';
import './StatsBlock/StatsBlock.css';
import './ImageTextBlock/ImageTextBlock.css';

const HeroBlock = lazyPart(() => import('./HeroBlock').then((m) => m.HeroBlock));
const RichTextBlock = lazyPart(() => import('./RichTextBlock').then((m) => m.RichTextBlock));
const CtaBandBlock = lazyPart(() => import('./CtaBandBlock').then((m) => m.CtaBandBlock));
const FeatureGridBlock = lazyPart(() =>
  import('./FeatureGridBlock').then((m) => m.FeatureGridBlock),
);
const StatsBlock = lazyPart(() => import('./StatsBlock').then((m) => m.StatsBlock));
const ImageTextBlock = lazyPart(() => import('./ImageTextBlock').then((m) => m.ImageTextBlock));

/**
 * How each block type is drawn, keyed by the sdk's BlockType (sdk/content/pageBlocks.ts): a type
 * declared there but missing here, or drawn here but not declared, does not compile. Blocks with
 * nothing to press need no script (`none`); the rest hydrate with the page, their heavy parts
 * (the carousels) loaded only when the visitor nears them.
 */
export const blockViews: BlockViews = {
  hero: { View: HeroBlock, script: 'none' },
  richText: { View: RichTextBlock, script: 'none' },
  ctaBand: { View: CtaBandBlock, script: 'none' },
  featureGrid: { View: FeatureGridBlock, script: 'none' },
  logoStrip: { View: LogoStripBlock, script: 'hydrate' },
  testimonials: { View: TestimonialsBlock, script: 'hydrate' },
  faqList: { View: FaqListBlock, script: 'hydrate' },
  stats: { View: StatsBlock, script: 'none' },
  video: { View: VideoBlock, script: 'hydrate' },
  imageText: { View: ImageTextBlock, script: 'none' },
  // The landing page's sections are in the site's first script already (the landing page's);
  // only those with something to press, a carousel or a count are hydrated.
  landingSection: { View: LandingSectionBlock, script: landingSectionScript },
};
