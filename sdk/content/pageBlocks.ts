import { z } from 'zod';
import { createSchema } from './fields';
import type { FieldList } from './fields';
import { isHomeLayout, layoutIssues } from './homeLayout';
import { HOME_SECTION_KEYS } from './landingSectionKeys';
import { listOf, references } from './nestedFields';
import { longText, markdown, text, videoUrl } from './textFields';
import { AltMessages, ALT_TEXT_MAX } from './imageAlt';
import { jsonBoolean, select, storedImage } from './valueFields';

export { pickedFaqs, VIDEO_PLAYER_ORIGINS, videoEmbed } from './blockRules';

// The blocks a page is built from (issue 44): each block type lists its fields once, with the
// field builders (./fields.ts), and its zod schema, keyed by its `type`, follows from that list.
// The site draws each type with one component (src/site/blocks, a registry keyed by BlockType, so
// a type declared but not drawn does not compile) and the console edits each with its list, its
// editors following from the declared kinds (src/console/blockForms, keyed the same way). A page
// stores its blocks as one JSON text (sdk/content/pages.ts), so drafts, history, releases and
// review treat a page like any other record.

/** An id of a block within its page: kept when blocks move, new for a duplicate. */
export const BlockId = z
  .string()
  .trim()
  .min(1, 'A block needs an id.')
  .max(64, 'A block id is at most 64 characters.');

/** What every block has: its id, and whether it is hidden from visitors (kept for later). */
const base = { id: BlockId, hidden: z.boolean().default(false) };

/** A block type's schema: what every block has, its `type`, then its own fields as listed. */
const blockOf = <const T extends string, F extends FieldList>(type: T, fields: F) =>
  z.strictObject({
    ...base,
    type: z.literal(type),
    ...createSchema(fields, { strict: true }).shape,
  });

/** The label of a call to action: attributed to its leads as "<block>: <label>". */
const ctaLabel = () => text({ max: 40 });

/** The page's opening: a heading, a few words and a call to action, with the lead form beside it. */
export const heroFields = {
  eyebrow: text({ max: 80, required: false }),
  title: text({ max: 160 }),
  text: longText({ max: 600, required: false }),
  cta: ctaLabel(),
  /** The lead form beside the heading; without it, the button opens the lead form. */
  withForm: jsonBoolean({ fallback: true }),
};
export const HeroBlock = blockOf('hero', heroFields);

/** Text written in Markdown (the policies' subset: headings, lists, links, emphasis). */
export const richTextFields = { markdown: markdown({ max: 20_000 }) };
export const RichTextBlock = blockOf('richText', richTextFields);

/** A band across the page asking for the lead: a heading, a line and a button. */
export const ctaBandFields = {
  title: text({ max: 160 }),
  text: longText({ max: 400, required: false }),
  cta: ctaLabel(),
};
export const CtaBandBlock = blockOf('ctaBand', ctaBandFields);

const featureEntryFields = {
  title: text({ max: 80 }),
  text: longText({ max: 400, required: false }),
};
export const FeatureEntry = createSchema(featureEntryFields, { strict: true });

/** Features in a grid of cards: a title and a short text each. */
export const featureGridFields = {
  title: text({ max: 160 }),
  items: listOf(featureEntryFields, { min: 1, max: 12, what: 'features' }),
};
export const FeatureGridBlock = blockOf('featureGrid', featureGridFields);

/** The clients' logos, from the Clients collection (the active ones, in the editor's order). */
export const logoStripFields = { title: text({ max: 160, required: false }) };
export const LogoStripBlock = blockOf('logoStrip', logoStripFields);

/** Testimonials from their collection (the active ones, in the editor's order). */
export const testimonialsFields = { title: text({ max: 160 }) };
export const TestimonialsBlock = blockOf('testimonials', testimonialsFields);

/** Questions picked from the FAQ collection; none picked shows every active question. */
export const faqListFields = {
  title: text({ max: 160 }),
  faqIds: references({ to: 'faqs', max: 50, what: 'questions', id: BlockId }),
};
export const FaqListBlock = blockOf('faqList', faqListFields);

const statEntryFields = { value: text({ max: 20 }), label: text({ max: 80 }) };
export const StatEntry = createSchema(statEntryFields, { strict: true });

/** Figures in a row ("1,200+ institutes"). */
export const statsFields = {
  title: text({ max: 160, required: false }),
  items: listOf(statEntryFields, { min: 1, max: 6, what: 'figures' }),
};
export const StatsBlock = blockOf('stats', statsFields);

/**
 * A video from YouTube or Vimeo that makes no request to them until the visitor presses play
 * (privacy: no third-party cookie or request before a choice).
 */
export const videoFields = { title: text({ max: 160 }), url: videoUrl({ max: 300 }) };
export const VideoBlock = blockOf('video', videoFields);

/**
 * A picture beside a heading and text, on the left or the right, with an optional button to the
 * lead form. The picture is the block's own (uploaded in the builder), described by its alt text
 * unless marked decorative: the same rule as a record's images (./imageAlt.ts).
 */
export const imageTextFields = {
  image: storedImage(),
  imageAlt: text({ max: ALT_TEXT_MAX, required: false }),
  imageDecorative: jsonBoolean({ fallback: false }),
  imageSide: select({
    options: ['left', 'right'],
    message: 'Choose the side the picture is on: left or right.',
  }),
  title: text({ max: 160 }),
  text: longText({ max: 600, required: false }),
  /** Optional: without words, the block has no button. */
  cta: text({ max: 40, required: false }),
};
export const ImageTextBlock = blockOf('imageText', imageTextFields).superRefine(
  (block, context) => {
    if (block.imageDecorative || block.imageAlt !== '') return;
    context.addIssue({
      code: 'custom',
      path: ['imageAlt'],
      message: AltMessages.requiredOrDecorative,
    });
  },
);

/**
 * One of the landing page's sections, drawn with the same component and the same content as `/`
 * (edited where the landing page's is: no copy to keep in step). Keys: ./landingSectionKeys.ts;
 * the banner only opens the home page's layout (./homeLayout.ts).
 */
export const landingSectionFields = {
  section: select({
    options: HOME_SECTION_KEYS,
    message: (issue) =>
      issue.input === undefined
        ? 'Choose which landing page section the block shows.'
        : `“${String(issue.input)}” is not a landing page section: choose one from the list.`,
  }),
};
export const LandingSectionBlock = blockOf('landingSection', landingSectionFields);

/** Every block type, by its `type`. */
export const PageBlock = z.discriminatedUnion(
  'type',
  [
    HeroBlock,
    RichTextBlock,
    CtaBandBlock,
    FeatureGridBlock,
    LogoStripBlock,
    TestimonialsBlock,
    FaqListBlock,
    StatsBlock,
    VideoBlock,
    ImageTextBlock,
    LandingSectionBlock,
  ],
  { error: 'Choose a block type from the list.' },
);
export type PageBlock = z.infer<typeof PageBlock>;
export type BlockType = PageBlock['type'];
/** One block type's shape: `BlockOf<'hero'>`. */
export type BlockOf<T extends BlockType> = Extract<PageBlock, { type: T }>;

/** Each block type's own fields (its schema adds the id, `hidden` and `type`), by its type. */
export const blockFieldLists = {
  hero: heroFields,
  richText: richTextFields,
  ctaBand: ctaBandFields,
  featureGrid: featureGridFields,
  logoStrip: logoStripFields,
  testimonials: testimonialsFields,
  faqList: faqListFields,
  stats: statsFields,
  video: videoFields,
  imageText: imageTextFields,
  landingSection: landingSectionFields,
} satisfies { readonly [T in BlockType]: FieldList };

/** The block types in the order the console's picker offers them: the union's order. */
export const BLOCK_TYPES: readonly BlockType[] = PageBlock.options.map(
  (option) => option.shape.type.value,
);

/** A page's blocks, in order; ids unique within the page. */
export const PageBlocks = z
  .array(PageBlock, { error: 'The blocks are a list.' })
  .max(60, 'A page holds at most 60 blocks.')
  .superRefine((blocks, context) => {
    const seen = new Set<string>();
    blocks.forEach((block, index) => {
      if (seen.has(block.id))
        context.addIssue({ code: 'custom', path: [index, 'id'], message: 'Block ids repeat.' });
      seen.add(block.id);
    });
    // The banner first or nowhere; blocks that open with it are `/`'s layout (./homeLayout.ts).
    for (const issue of layoutIssues(blocks))
      context.addIssue({
        code: 'custom',
        path: [issue.index, issue.field],
        message: issue.message,
      });
    if (isHomeLayout(blocks)) return;
    // A landing section carries its own element ids (its heading's, its anchor): shown twice,
    // the page would repeat them and its headings would name the wrong section.
    const shown = new Set<string>();
    blocks.forEach((block, index) => {
      if (block.type !== 'landingSection' || block.hidden) return;
      if (shown.has(block.section))
        context.addIssue({
          code: 'custom',
          path: [index, 'section'],
          message: 'This section is already on the page: a page shows each section once.',
        });
      shown.add(block.section);
    });
  });
export type PageBlocks = z.infer<typeof PageBlocks>;
