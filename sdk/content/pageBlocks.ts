import { z } from 'zod';
import { requiredText } from '../schemas/common';
import { videoEmbed } from './blockRules';
import { isHomeLayout, layoutIssues } from './homeLayout';
import { HOME_SECTION_KEYS } from './landingSectionKeys';
import { optionalText } from './settings';

export { pickedFaqs, VIDEO_PLAYER_ORIGINS, videoEmbed } from './blockRules';

// The blocks a page is built from (issue 44): each block type is one zod schema here, keyed by
// its `type`. The site draws each type with one component (src/site/blocks, a registry keyed by
// BlockType, so a type declared but not drawn does not compile) and the console edits each with
// one field list (src/console/blockForms, keyed the same way). A page stores its blocks as one
// JSON text (sdk/content/pages.ts), so drafts, history, releases and review treat a page like
// any other record.

/** An id of a block within its page: kept when blocks move, new for a duplicate. */
export const BlockId = z
  .string()
  .trim()
  .min(1, 'A block needs an id.')
  .max(64, 'A block id is at most 64 characters.');

/** The label of a call to action: attributed to its leads as "<block>: <label>". */
const CtaLabel = requiredText(40);

/** What every block has: its id, and whether it is hidden from visitors (kept for later). */
const base = { id: BlockId, hidden: z.boolean().default(false) };

/** A list of 1 to `max` entries, each of `entry`'s shape. */
const listOf = <T extends z.ZodType>(entry: T, min: number, max: number, what: string) =>
  z
    .array(entry, { error: `Add ${what}.` })
    .min(min, `Add at least ${min} ${what}.`)
    .max(max, `At most ${max} ${what}.`);

/** The page's opening: a heading, a few words and a call to action, with the lead form beside it. */
export const HeroBlock = z.strictObject({
  ...base,
  type: z.literal('hero'),
  eyebrow: optionalText(80),
  title: requiredText(160),
  text: optionalText(600),
  cta: CtaLabel,
  /** The lead form beside the heading; without it, the button opens the lead form. */
  withForm: z.boolean().default(true),
});

/** Text written in Markdown (the policies' subset: headings, lists, links, emphasis). */
export const RichTextBlock = z.strictObject({
  ...base,
  type: z.literal('richText'),
  markdown: requiredText(20_000),
});

/** A band across the page asking for the lead: a heading, a line and a button. */
export const CtaBandBlock = z.strictObject({
  ...base,
  type: z.literal('ctaBand'),
  title: requiredText(160),
  text: optionalText(400),
  cta: CtaLabel,
});

export const FeatureEntry = z.strictObject({
  title: requiredText(80),
  text: optionalText(400),
});

/** Features in a grid of cards: a title and a short text each. */
export const FeatureGridBlock = z.strictObject({
  ...base,
  type: z.literal('featureGrid'),
  title: requiredText(160),
  items: listOf(FeatureEntry, 1, 12, 'features'),
});

/** The clients' logos, from the Clients collection (the active ones, in the editor's order). */
export const LogoStripBlock = z.strictObject({
  ...base,
  type: z.literal('logoStrip'),
  title: optionalText(160),
});

/** Testimonials from their collection (the active ones, in the editor's order). */
export const TestimonialsBlock = z.strictObject({
  ...base,
  type: z.literal('testimonials'),
  title: requiredText(160),
});

/** Questions picked from the FAQ collection; none picked shows every active question. */
export const FaqListBlock = z.strictObject({
  ...base,
  type: z.literal('faqList'),
  title: requiredText(160),
  faqIds: z.array(BlockId).max(50, 'Pick at most 50 questions.').default([]),
});

export const StatEntry = z.strictObject({
  value: requiredText(20),
  label: requiredText(80),
});

/** Figures in a row ("1,200+ institutes"). */
export const StatsBlock = z.strictObject({
  ...base,
  type: z.literal('stats'),
  title: optionalText(160),
  items: listOf(StatEntry, 1, 6, 'figures'),
});

/**
 * A video from YouTube or Vimeo that makes no request to them until the visitor presses play
 * (privacy: no third-party cookie or request before a choice).
 */
export const VideoBlock = z.strictObject({
  ...base,
  type: z.literal('video'),
  title: requiredText(160),
  url: requiredText(300).refine(
    (url) => videoEmbed(url) !== null,
    'Paste a YouTube or Vimeo address, such as https://www.youtube.com/watch?v=…',
  ),
});

/**
 * One of the landing page's sections, drawn with the same component and the same content as `/`
 * (edited where the landing page's is: no copy to keep in step). Keys: ./landingSectionKeys.ts;
 * the banner only opens the home page's layout (./homeLayout.ts).
 */
export const LandingSectionBlock = z.strictObject({
  ...base,
  type: z.literal('landingSection'),
  section: z.enum(HOME_SECTION_KEYS, {
    error: (issue) =>
      issue.input === undefined
        ? 'Choose which landing page section the block shows.'
        : `“${String(issue.input)}” is not a landing page section: choose one from the list.`,
  }),
});

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
    LandingSectionBlock,
  ],
  { error: 'Choose a block type from the list.' },
);
export type PageBlock = z.infer<typeof PageBlock>;
export type BlockType = PageBlock['type'];
/** One block type's shape: `BlockOf<'hero'>`. */
export type BlockOf<T extends BlockType> = Extract<PageBlock, { type: T }>;

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
