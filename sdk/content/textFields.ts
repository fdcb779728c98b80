import { z } from 'zod';
import { requiredText } from '../schemas/common';
import { videoEmbed } from './blockRules';
import type { Field, FieldKind, FieldOptions } from './fields';

// The text kinds of field builders (./fields.ts): each is text in the answer and a trimmed,
// bounded text in a write, with the kind's own rule where it has one.

/** A text an editor may leave empty; trimmed and bounded like the required ones. */
export const optionalText = (max = 2000) =>
  z.string({ error: 'Enter text.' }).trim().max(max, `Keep this under ${max} characters.`);

export interface TextOptions extends FieldOptions<string> {
  max: number;
  /** False: a write may leave it blank (''). Default true, with the spec's message. */
  required?: boolean;
  /** A rule of the field's own (a pattern, placeholders kept), added to the write's checks. */
  check?: (text: z.ZodString) => z.ZodType<string, string>;
  /**
   * The write itself, where a trimmed, bounded text does not fit: a page's address (a slug, or
   * '/'), its blocks (JSON text, checked block by block). Its own rules bound it; `max` says so.
   */
  write?: z.ZodType<string, string>;
}

/** The write of a text field: required or blank allowed, then the field's own rule. */
const textWrite = (options: TextOptions): z.ZodType<string, string> => {
  const { max, required = true, check, write } = options;
  if (write) return write;
  const base = required ? requiredText(max) : optionalText(max);
  return check ? check(base) : base;
};

const named = (name: string, max: number) => `Sample ${name}`.slice(0, max);

function textField<K extends FieldKind>(kind: K, options: TextOptions, fallback: string | null) {
  const { visitor = true, sample, max } = options;
  return {
    kind,
    visitor,
    item: z.string(),
    write: textWrite(options),
    sample: (name: string) => sample ?? fallback ?? named(name, max),
  } satisfies Field<K, z.ZodString, z.ZodType<string, string>>;
}

/** One line of text: a title, a label, a name. */
export const text = (options: TextOptions) => textField('text', options, null);
/** Paragraphs of plain text (empty lines part them where the site reads them so). */
export const longText = (options: TextOptions) => textField('longText', options, null);
/** Rich text in Markdown (./markdown.ts): what the site draws of it is the reader's choice. */
export const markdown = (options: TextOptions) => textField('markdown', options, null);

/** A pattern as a text rule, blank allowed where the field is optional. */
const pattern = (regex: RegExp, message: string, required: boolean) => (text: z.ZodString) =>
  text.regex(required ? regex : new RegExp(`^(?:${regex.source.slice(1, -1)})?$`), message);

/** Addresses: an absolute http(s) one, or a path on this site (never `//host` or `/\host`). */
const ABSOLUTE = /^https?:\/\/\S+$/;
const ABSOLUTE_OR_PATH = /^(?:https?:\/\/\S+|\/(?![/\\])\S*)$/;
export const UrlMessages = {
  absolute: 'Enter an address starting with https://.',
  orPath: 'Enter an address starting with https://, or a path on this site starting with /.',
} as const;

export interface UrlOptions extends Omit<TextOptions, 'max' | 'check'> {
  max?: number;
  /** Whether a path on this site (`/pricing`) is taken beside absolute addresses (default true). */
  paths?: boolean;
}

/** A web address: http(s)://... or a site path starting with '/'. */
export const url = ({ max = 500, paths = true, required = true, ...rest }: UrlOptions = {}) =>
  textField(
    'url',
    {
      ...rest,
      max,
      required,
      check: paths
        ? pattern(ABSOLUTE_OR_PATH, UrlMessages.orPath, required)
        : pattern(ABSOLUTE, UrlMessages.absolute, required),
    },
    paths ? '/' : 'https://www.example.com',
  );

/** An e-mail address (the longest a mailbox may be: 254). */
export const email = ({ max = 254, required = true, ...rest }: Partial<TextOptions> = {}) => {
  const address = z.email('Enter an e-mail address.');
  return textField(
    'email',
    {
      ...rest,
      max,
      required,
      check: (text) => text.pipe(required ? address : z.union([z.literal(''), address])),
    },
    'hello@example.com',
  );
};

const PHONE = /^\+?[0-9][0-9 ()-]{5,28}$/;
const PHONE_MESSAGE =
  'Enter a phone number: digits, spaces, brackets or dashes, optionally starting with +.';
/** A phone number as people read it; the dialler gets its digits (display.ts telOf). */
export const phone = ({ max = 30, required = true, ...rest }: Partial<TextOptions> = {}) =>
  textField(
    'phone',
    { ...rest, max, required, check: pattern(PHONE, PHONE_MESSAGE, required) },
    '+91 98765 43210',
  );

/** A YouTube or Vimeo video's address (a page's video block), played from its privacy host. */
export const videoUrl = ({ max = 300, ...rest }: Omit<UrlOptions, 'paths' | 'required'> = {}) =>
  textField(
    'url',
    {
      ...rest,
      max,
      check: (text) =>
        text.refine(
          (address) => videoEmbed(address) !== null,
          'Paste a YouTube or Vimeo address, such as https://www.youtube.com/watch?v=…',
        ),
    },
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  );
