import { z } from 'zod';
import { ContentKeyName } from '../content/contentRef';
import { PAGE_BLOCKS_MAX_LENGTH } from '../content/pages';
import { RecordId } from './common';

// The console's live preview (issue 47, docs/drafts.md "The preview follows typing"): the page
// of a preview link with one record's unsaved form values over every draft, rendered for the
// console's frame and never stored. The values are the form's text fields as the form holds
// them; the server checks them with the declaration's own update schema.

/** More than any form has (Site Settings: about 60 with alt fields); a longer list is refused. */
export const PREVIEW_VALUES_MAX = 100;
/** The longest field a declaration takes is a page's blocks (issue 44); no value may pass it. */
export const PREVIEW_VALUE_MAX_LENGTH = PAGE_BLOCKS_MAX_LENGTH;

export const PreviewRender = z.strictObject({
  /** A live preview link's token (the console's own link of the page). */
  token: z
    .string({ error: 'Give the preview link.' })
    .min(32, 'This is not a preview link.')
    .max(100, 'This is not a preview link.'),
  /** The page to render, as a path: '/', '/privacy-policy'. */
  page: z
    .string({ error: 'Give the page as a path, e.g. /privacy-policy.' })
    .startsWith('/', 'Give the page as a path, e.g. /privacy-policy.')
    .max(500, 'Keep the page under 500 characters.'),
  /** The record the form shows: which declaration, which record (none for a new item). */
  key: ContentKeyName,
  id: RecordId.optional(),
  /** The form's fields as typed, each a string (`'true'`/`'false'` for a switch). */
  values: z
    .record(
      z.string().max(100, 'A field name is too long.'),
      z
        .string({ error: 'Send each field as text.' })
        .max(PREVIEW_VALUE_MAX_LENGTH, 'A field is too long to preview.'),
    )
    .refine((values) => Object.keys(values).length <= PREVIEW_VALUES_MAX, {
      error: 'Too many fields to preview.',
    }),
});
export type PreviewRender = z.infer<typeof PreviewRender>;

/** The page as HTML, for the console's frame (`srcdoc`): the page's own scripts left out. */
export const PreviewRendered = z.object({ html: z.string() });
export type PreviewRendered = z.infer<typeof PreviewRendered>;

export const PreviewRenderMessages = {
  rendered: 'Preview with your unsaved changes.',
  notLive: 'This preview link is not live any more; reopen the preview.',
  noPage: 'This page has no preview.',
  unknownRecord: 'The record the form shows no longer exists.',
} as const;
