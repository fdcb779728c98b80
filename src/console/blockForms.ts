import { clients, testimonials } from '@/sdk/content';
import type { BlockOf, BlockType, PageBlock } from '@/sdk/content/pageBlocks';
import { landingSectionForm } from './landingSectionForm';

// The page builder's wording and field lists (issue 44, item 3), one per block type. The block
// shapes and their rules are the sdk's (sdk/content/pageBlocks.ts); what an editor reads about
// them is console-only, so it lives here and never reaches the site's bundle. Keyed by BlockType:
// a block type declared in the sdk without a form here is a compile error, and so is a field of
// a block that has no entry in its form (or an entry of the wrong kind for its value).

/** A block's own fields: everything but what every block has (its id, type and hidden flag). */
export type BlockFieldName<B> = Exclude<keyof B, 'id' | 'type' | 'hidden'> & string;

interface FieldWords {
  /** The visible label beside the input. */
  label: string;
  /** How to fill it in, under the label. */
  hint?: string;
}

/** A line, a few lines, or Markdown (the policies' subset). */
export interface BlockTextField extends FieldWords {
  kind: 'text' | 'multiline' | 'markdown';
  rows?: number;
}

export interface BlockToggleField extends FieldWords {
  kind: 'toggle';
}

/** Questions picked from the FAQ collection (a checkbox list, in the FAQ's order). */
export interface BlockFaqField extends FieldWords {
  kind: 'faqs';
}

/** One of a fixed list of values (a landing section): a labelled select. */
export interface BlockSelectField<V extends string = string> extends FieldWords {
  kind: 'select';
  /** Each value's words, in the order the select lists them. */
  options: { [K in V]: string };
}

/** A list of entries (features, figures), each with its own fields. */
export interface BlockListField<E> extends FieldWords {
  kind: 'list';
  /** What one entry is called ("Feature"): "Feature 2", "Add a feature". */
  entryLabel: string;
  fields: { [K in keyof E & string]-?: BlockTextField };
  /** A new entry's starting values. */
  newEntry: E;
}

/**
 * The field kind a value takes: text for strings, a select for a few named strings (an enum), a
 * switch for booleans, lists for arrays.
 */
export type BlockFieldFor<V> = [V] extends [string]
  ? string extends V
    ? BlockTextField
    : BlockSelectField<V>
  : [V] extends [boolean]
    ? BlockToggleField
    : [V] extends [string[]]
      ? BlockFaqField
      : [V] extends [(infer E)[]]
        ? BlockListField<E>
        : never;

/** Any field of any block, as the side panel draws it without knowing the block's type. */
export type BlockField =
  | BlockTextField
  | BlockToggleField
  | BlockFaqField
  | BlockSelectField
  | BlockListField<Record<string, string>>;

/** Where an editor changes what a block shows: a console screen. */
export interface BlockSource {
  label: string;
  path: string;
}

export interface BlockForm<B extends PageBlock> {
  /** The block type's name in the list and the picker ("Feature grid"). */
  label: string;
  /** One line in the picker on what the block shows. */
  description: string;
  /** Every field of the block, in the order the side panel shows them. */
  fields: { [K in BlockFieldName<B>]-?: BlockFieldFor<B[K]> };
  /** A new block's values: valid where a sensible default exists, so the preview shows it. */
  starting: { [K in BlockFieldName<B>]: B[K] };
  /** The list's one line about a block; read from a block as typed, which may be incomplete. */
  summary: (block: Partial<B>) => string;
  /** Blocks whose items come from a collection: where an editor changes them. */
  source?: BlockSource;
  /** Blocks whose content's screen depends on a field (a landing section's): where it is. */
  sourceOf?: (block: Partial<B>) => BlockSource | undefined;
}

export type BlockForms = { [T in BlockType]: BlockForm<BlockOf<T>> };

const CTA_HINT = 'The button’s words; leads it brings are attributed to it.';
const text = (label: string, hint?: string): BlockTextField => ({ kind: 'text', label, hint });
const lines = (label: string, hint?: string): BlockTextField => ({
  kind: 'multiline',
  label,
  hint,
  rows: 3,
});
const firstLine = (value: unknown) =>
  typeof value === 'string' ? (value.trim().split('\n')[0] ?? '') : '';

export const blockForms: BlockForms = {
  hero: {
    label: 'Hero',
    description: 'The page’s opening: a heading, a few words and a button, with the lead form.',
    fields: {
      eyebrow: text('Eyebrow', 'A few words above the heading, such as the audience.'),
      title: text('Heading'),
      text: lines('Text'),
      cta: text('Button', CTA_HINT),
      withForm: { kind: 'toggle', label: 'Show the lead form beside the heading' },
    },
    starting: {
      eyebrow: '',
      title: 'A heading that says who this page is for',
      text: '',
      cta: 'Book a Demo',
      withForm: true,
    },
    summary: (block) => firstLine(block.title),
  },
  richText: {
    label: 'Rich text',
    description: 'Paragraphs, headings, lists and links written in Markdown.',
    fields: {
      markdown: {
        kind: 'markdown',
        label: 'Text',
        rows: 10,
        hint: 'Markdown: ## for a heading, - for a list item, [words](https://…) for a link.',
      },
    },
    starting: { markdown: '## A heading\n\nA paragraph about this page.' },
    summary: (block) => firstLine(block.markdown).replace(/^#+\s*/, ''),
  },
  ctaBand: {
    label: 'Call-to-action band',
    description: 'A band across the page with a heading, a line and a button for the lead form.',
    fields: { title: text('Heading'), text: lines('Text'), cta: text('Button', CTA_HINT) },
    starting: { title: 'Ready to start?', text: '', cta: 'Book A Meeting' },
    summary: (block) => firstLine(block.title),
  },
  featureGrid: {
    label: 'Feature grid',
    description: 'Features as a grid of cards, a title and a short text each (up to 12).',
    fields: {
      title: text('Heading'),
      items: {
        kind: 'list',
        label: 'Features',
        entryLabel: 'Feature',
        fields: { title: text('Title'), text: lines('Text') },
        newEntry: { title: 'A feature', text: '' },
      },
    },
    starting: { title: 'What you get', items: [{ title: 'A feature', text: '' }] },
    summary: (block) => firstLine(block.title),
  },
  logoStrip: {
    label: 'Logo strip',
    description: 'The clients’ logos, from the Clients list (the active ones, in its order).',
    fields: { title: text('Heading', 'Optional: the strip shows no heading when empty.') },
    starting: { title: 'Trusted by institutes across India' },
    summary: (block) => firstLine(block.title) || 'Logos without a heading',
    source: { label: 'Clients', path: clients.screens.list },
  },
  testimonials: {
    label: 'Testimonials',
    description: 'Testimonials from their list (the active ones, in its order).',
    fields: { title: text('Heading') },
    starting: { title: 'What teachers say' },
    summary: (block) => firstLine(block.title),
    source: { label: 'Testimonials', path: testimonials.screens.list },
  },
  faqList: {
    label: 'FAQ list',
    description: 'Questions and answers picked from the FAQ; none picked shows every question.',
    fields: {
      title: text('Heading'),
      faqIds: {
        kind: 'faqs',
        label: 'Questions',
        hint: 'Pick none to show every active question.',
      },
    },
    starting: { title: 'Questions people ask', faqIds: [] },
    summary: (block) => firstLine(block.title),
  },
  stats: {
    label: 'Statistics',
    description: 'Figures in a row, such as “1,200+ institutes” (up to 6).',
    fields: {
      title: text('Heading', 'Optional.'),
      items: {
        kind: 'list',
        label: 'Figures',
        entryLabel: 'Figure',
        fields: { value: text('Figure', 'Such as 1,200+.'), label: text('Label') },
        newEntry: { value: '100+', label: 'what the figure counts' },
      },
    },
    starting: { title: '', items: [{ value: '100+', label: 'what the figure counts' }] },
    summary: (block) =>
      firstLine(block.title) ||
      (block.items ?? []).map((item) => `${item.value} ${item.label}`).join(', '),
  },
  video: {
    label: 'Video',
    description:
      'A YouTube or Vimeo video that loads nothing from them until the visitor plays it.',
    fields: {
      title: text('Title', 'Says what the video shows; read before it plays.'),
      url: text('Address', 'A YouTube or Vimeo address, such as https://www.youtube.com/watch?v=…'),
    },
    // The address is left for the editor: the block shows its error until one is pasted.
    starting: { title: 'See it in two minutes', url: '' },
    summary: (block) => firstLine(block.title),
  },
  landingSection: landingSectionForm,
};

/** A block type's form, for a type read from a page's JSON (which may name no known type). */
export function blockFormOf(type: unknown): BlockForm<PageBlock> | undefined {
  return typeof type === 'string' && Object.hasOwn(blockForms, type)
    ? (blockForms[type as BlockType] as unknown as BlockForm<PageBlock>)
    : undefined;
}
