import { clients, testimonials } from '@/sdk/content';
import { BLOCK_TYPES, blockFieldLists } from '@/sdk/content/pageBlocks';
import type { BlockType, PageBlock } from '@/sdk/content/pageBlocks';
import { resolveBlockForm } from './blockFieldEditors';
import type { BlockFieldWording, BlockForm, BlockForms, BlockFormWordings } from './blockFormTypes';
import { contentSource } from './contentSource';
import { landingSectionForm } from './landingSectionForm';

export type * from './blockFormTypes';

// The page builder's wording (issue 44, item 3), one form per block type. The block shapes, their
// rules and each field's kind are the sdk's (sdk/content/pageBlocks.ts blockFieldLists), and the
// editor follows from the kind (./blockFieldEditors.ts): a form writes only what an editor reads
// (labels, hints, rows), a new block's values and its summary, and names a kind only to override.
// Console-only, so none of it reaches the site's bundle. Keyed by BlockType: a block type declared
// in the sdk without a form here is a compile error, and so is a field of a block that has no
// entry in its form (or one naming a kind the field's value cannot take).

type TextWording = BlockFieldWording<string>;

const CTA_HINT = 'The button’s words; leads it brings are attributed to it.';
const text = (label: string, hint?: string): TextWording => ({ label, hint });
/** A few lines of text: long text's editor, three rows high. */
const lines = (label: string, hint?: string): TextWording => ({ label, hint, rows: 3 });
const firstLine = (value: unknown) =>
  typeof value === 'string' ? (value.trim().split('\n')[0] ?? '') : '';

/** Every block type's form as written. */
export const blockFormWording: BlockFormWordings = {
  hero: {
    label: 'Hero',
    description: 'The page’s opening: a heading, a few words and a button, with the lead form.',
    fields: {
      eyebrow: text('Eyebrow', 'A few words above the heading, such as the audience.'),
      title: text('Heading'),
      text: lines('Text'),
      cta: text('Button', CTA_HINT),
      withForm: { label: 'Show the lead form beside the heading' },
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
    source: contentSource(clients),
  },
  testimonials: {
    label: 'Testimonials',
    description: 'Testimonials from their list (the active ones, in its order).',
    fields: { title: text('Heading') },
    starting: { title: 'What teachers say' },
    summary: (block) => firstLine(block.title),
    source: contentSource(testimonials),
  },
  faqList: {
    label: 'FAQ list',
    description: 'Questions and answers picked from the FAQ; none picked shows every question.',
    fields: {
      title: text('Heading'),
      faqIds: {
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
  imageText: {
    label: 'Image and text',
    description: 'A picture beside a heading and text, on the left or the right, with a button.',
    fields: {
      image: { label: 'Picture', hint: 'PNG, JPEG, WebP or GIF; shown 4:3, filling its box.' },
      imageAlt: text('Alt text', 'What the picture shows, for people who cannot see it.'),
      imageDecorative: { label: 'The picture only decorates the words (no alt text)' },
      imageSide: {
        label: 'Picture on the',
        options: { left: 'Left of the words', right: 'Right of the words' },
      },
      title: text('Heading'),
      text: lines('Text'),
      cta: text('Button', `Optional: no button when empty. ${CTA_HINT}`),
    },
    // The picture is left for the editor: the block shows its error until one is uploaded.
    starting: {
      image: '',
      imageAlt: '',
      imageDecorative: false,
      imageSide: 'left',
      title: 'A heading beside the picture',
      text: '',
      cta: '',
    },
    summary: (block) => firstLine(block.title),
  },
  landingSection: landingSectionForm,
};

/** Every block type's form as the builder reads it: each field's editor from its declaration. */
const resolved = <T extends BlockType>(type: T) =>
  resolveBlockForm(type, blockFormWording[type], blockFieldLists[type]);
export const blockForms = Object.fromEntries(
  BLOCK_TYPES.map((type) => [type, resolved(type)]),
) as unknown as BlockForms;

/** A block type's form, for a type read from a page's JSON (which may name no known type). */
export function blockFormOf(type: unknown): BlockForm<PageBlock> | undefined {
  return typeof type === 'string' && Object.hasOwn(blockForms, type)
    ? (blockForms[type as BlockType] as unknown as BlockForm<PageBlock>)
    : undefined;
}
