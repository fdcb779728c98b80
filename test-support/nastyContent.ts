import { z } from 'zod';
import {
  contentDefinitions,
  decorativeField,
  describedImages,
  endpoint,
  PROMO_PLACEHOLDERS,
} from '@/sdk/content';
import type { ContentDefinition } from '@/sdk/content';

/**
 * Text that has broken pages, or could: `String.replace` patterns, what ends or hides the end of
 * a <script> element, JavaScript's line terminators, bidirectional overrides, a character outside
 * the Basic Multilingual Plane, an entity that must stay literal, and quotes.
 */
export const NASTY_PIECES = [
  "$'",
  '$&',
  '$`',
  '</script>',
  '<!--<script',
  '\u2028',
  '\u2029',
  '\u202e',
  '\u200f',
  '\u{1f600}',
  '&amp;',
  '"',
  "'",
] as const;

/**
 * Fields whose rules leave no room for any nasty piece, each with why. The generator refuses a
 * field that carries none and is not named here, so a new free-text field is never skipped quietly.
 */
export const PLAIN_FIELDS: Readonly<Record<string, string>> = {
  'settings.salesPhone': 'a phone number: digits, spaces, brackets, dashes and a leading +',
  'settings.supportPhone': 'a phone number: digits, spaces, brackets, dashes and a leading +',
  'settings.promoCode': 'a code a visitor types: letters, digits, dashes and underscores',
  'settings.promoEndsOn': 'a day (YYYY-MM-DD) or empty',
  'privacyPolicy.updatedOn': 'a day (YYYY-MM-DD)',
  'termsPolicy.updatedOn': 'a day (YYYY-MM-DD)',
  'refundPolicy.updatedOn': 'a day (YYYY-MM-DD)',
  'pages.slug': 'an address: lower-case letters, digits and single hyphens',
  'pages.blocks':
    'JSON of the blocks; hostile text inside blocks is rendered by server/test/pageRender.test.ts',
};

/** One way a field's rules let free text in: the value around the text, and what a page shows. */
interface TextForm {
  name: string;
  value: (text: string) => string;
  /** A page shows the text alone (a link line's label) or the whole value (an address). */
  shows: 'text' | 'value';
}

/** Tried in order; the form that lets the most nasty pieces in wins. */
const FORMS: readonly TextForm[] = [
  { name: 'text', value: (text) => text, shows: 'text' },
  {
    name: 'promo sentence',
    value: (text) => `${text} ${PROMO_PLACEHOLDERS.percent} off with ${PROMO_PLACEHOLDERS.code}`,
    shows: 'text',
  },
  { name: 'link line', value: (text) => `${text} | https://example.com/`, shows: 'text' },
  { name: 'web address', value: (text) => `https://example.com/${text}`, shows: 'value' },
  // The local part may not end in a quote: the text goes before a plain word.
  { name: 'e-mail address', value: (text) => `${text}.desk@example.com`, shows: 'value' },
];

export interface NastyField {
  /** The declaration's key (`faqs`) and the field (`answer`). */
  key: string;
  field: string;
  /** What to save. */
  value: string;
  /** What a page shows of the value: the text with the tag, or the whole value (an address). */
  shown: string;
  /** Its tag (`N12x`), unique to the field, so a page can be searched for this field alone. */
  tag: string;
  /** The nasty pieces it carries (a short or formatted field cannot carry them all). */
  carries: string[];
  form: string;
}

/** The schema of a field's value, without `.optional()`. */
const unwrap = (schema: z.ZodType): z.ZodType =>
  schema instanceof z.ZodOptional ? unwrap(schema.unwrap() as z.ZodType) : schema;

/** Whether a field takes text (a string, possibly piped on to a format check such as e-mail). */
function takesText(schema: z.ZodType): boolean {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodString) return true;
  return inner instanceof z.ZodPipe && takesText(inner.in as z.ZodType);
}

/** What an editor writes: a section's fields, or a collection item's create fields. */
export const writtenFields = (definition: ContentDefinition): z.ZodObject =>
  definition.kind === 'singleton' ? definition.fields : definition.create;

/** Every text field of every declaration, in declaration order. */
export const textFields = () =>
  Object.values(contentDefinitions).flatMap((definition) =>
    Object.entries(writtenFields(definition).shape)
      .filter(([, schema]) => takesText(schema as z.ZodType))
      .map(([field, schema]) => ({ definition, field, schema: schema as z.ZodType })),
  );

/** Whether the field takes the value and stores it as it is (not trimmed, not coerced). */
const keeps = (schema: z.ZodType, value: string) => {
  const parsed = schema.safeParse(value);
  return parsed.success && parsed.data === value;
};

/** Ends the text, so no piece (U+2028 is trimmed as white space) is last. */
const END = 'z';

/** The longest value of `form` the field keeps: the tag, each piece that still fits, the end. */
function fill(schema: z.ZodType, form: TextForm, tag: string) {
  if (!keeps(schema, form.value(tag + END))) return null;
  let pieces = '';
  const carries: string[] = [];
  for (const piece of NASTY_PIECES) {
    if (!keeps(schema, form.value(tag + pieces + piece + END))) continue;
    pieces += piece;
    carries.push(piece);
  }
  const text = tag + pieces + END;
  const value = form.value(text);
  return { shown: form.shows === 'text' ? text : value, carries, value, form: form.name };
}

/**
 * A nasty value for every text field of every declaration, each within its field's rules
 * (length, format). Throws for a field that takes none and is not in PLAIN_FIELDS.
 */
export function nastyContent(): { fields: NastyField[]; plain: string[] } {
  const fields: NastyField[] = [];
  const plain: string[] = [];
  textFields().forEach(({ definition, field, schema }, index) => {
    const name = `${definition.key}.${field}`;
    const tag = `N${index}x`;
    const best = FORMS.map((form) => fill(schema, form, tag))
      .filter((found) => found !== null)
      .reduce<ReturnType<typeof fill>>(
        (most, found) => (most && most.carries.length >= found.carries.length ? most : found),
        null,
      );
    if (best && best.carries.length > 0) {
      fields.push({ key: definition.key, field, tag, ...best });
      return;
    }
    if (!PLAIN_FIELDS[name])
      throw new Error(`${name} takes no nasty text; list it in PLAIN_FIELDS`);
    plain.push(name);
  });
  const unused = Object.keys(PLAIN_FIELDS).filter((name) => !plain.includes(name));
  if (unused.length > 0) throw new Error(`PLAIN_FIELDS names fields that take text: ${unused}`);
  return { fields, plain };
}

/** The fields of a stored record that an editor writes (a section's update sends them all). */
const writtenOf = (definition: ContentDefinition, record: Record<string, unknown>) =>
  Object.fromEntries(
    Object.keys(writtenFields(definition).shape)
      .filter((field) => field in record)
      .map((field) => [field, record[field]]),
  );

/** Posts a JSON body to the API as an admin; answers the status and the parsed body. */
export type AdminPost = (url: string, body: object) => Promise<{ status: number; body: unknown }>;

interface Answer {
  data: Array<Record<string, unknown> & { _id: string; isActive?: boolean }>;
}

/** The record a page shows of a declaration: a section's one record, a collection's first shown item. */
async function shownRecord(post: AdminPost, definition: ContentDefinition) {
  const answer = await post(endpoint(definition, 'getall'), {});
  const records = (answer.body as Answer).data;
  const record =
    definition.kind === 'singleton' ? records[0] : records.find((item) => item.isActive === true);
  if (!record) throw new Error(`no ${definition.key} record to write nasty content into`);
  return record;
}

/**
 * Saves the nasty value of every text field through the API, as an editor would in the console:
 * into each section's record and each collection's first shown item, every image's alt text
 * shown (not decorative). Answers the records as they were, for `restoreContent`.
 */
export async function saveNastyContent(post: AdminPost, fields = nastyContent().fields) {
  const before: Array<{ definition: ContentDefinition; record: Record<string, unknown> }> = [];
  for (const definition of Object.values(contentDefinitions)) {
    const mine = fields.filter((field) => field.key === definition.key);
    if (mine.length === 0) continue;
    const record = await shownRecord(post, definition);
    before.push({ definition, record });
    const answer = await post(endpoint(definition, 'update'), {
      ...writtenOf(definition, record),
      ...Object.fromEntries(
        describedImages(definition.images).map((i) => [decorativeField(i), false]),
      ),
      ...Object.fromEntries(mine.map(({ field, value }) => [field, value])),
      [definition.idField]: record._id,
    });
    if (answer.status !== 200) {
      throw new Error(
        `saving ${definition.key} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
      );
    }
  }
  return before;
}

/** Writes back the records `saveNastyContent` changed (a shared server's later tests see them). */
export async function restoreContent(
  post: AdminPost,
  before: Awaited<ReturnType<typeof saveNastyContent>>,
) {
  for (const { definition, record } of before) {
    const answer = await post(endpoint(definition, 'update'), {
      ...writtenOf(definition, record),
      [definition.idField]: record._id,
    });
    if (answer.status !== 200) throw new Error(`restoring ${definition.key}: ${answer.status}`);
  }
}
