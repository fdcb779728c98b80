import { z } from 'zod';
import { RecordId } from './common';

// Preview links (issue 37, docs/drafts.md): the public pages with every draft applied, for the
// console's preview and for a reviewer without an account. The token is shown once, when made.

export const PREVIEW_HOURS_DEFAULT = 72;
export const PREVIEW_HOURS_MAX = 24 * 30;

export const PreviewLinkCreate = z.strictObject({
  /** Who or what it is for, e.g. 'Priya (marketing)'. */
  label: z.string().trim().max(200, 'Keep the label under 200 characters.').default(''),
  hours: z
    .number({ error: 'Give the hours as a number.' })
    .int('Give whole hours.')
    .min(1, 'A link lasts at least an hour.')
    .max(PREVIEW_HOURS_MAX, `A link lasts at most ${PREVIEW_HOURS_MAX} hours (30 days).`)
    .default(PREVIEW_HOURS_DEFAULT),
  /**
   * Set by the console's own preview beside a form (issue 47): the page it shows. The caller's
   * earlier live console link for the same page is revoked as this one is made, so each user has
   * one live console link per page however often the preview is opened (docs/drafts.md).
   */
  consolePage: z
    .string()
    .trim()
    .startsWith('/', 'Give the page as a path, e.g. /privacy-policy.')
    .max(500, 'Keep the page under 500 characters.')
    .optional(),
});
export type PreviewLinkCreate = z.input<typeof PreviewLinkCreate>;

/** A preview link as lists show it: never its token. */
export const PreviewLink = z.object({
  _id: RecordId,
  label: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  /** Neither expired nor revoked. */
  active: z.boolean(),
});
export type PreviewLink = z.infer<typeof PreviewLink>;

/** A new link: `path` is `/preview/<token>/` (the landing page); add a page's path after it. */
export const PreviewLinkCreated = PreviewLink.extend({
  token: z.string().min(32),
  path: z.string().startsWith('/preview/'),
});
export type PreviewLinkCreated = z.infer<typeof PreviewLinkCreated>;

export const PreviewLinkRef = z.strictObject({ linkId: RecordId });
export type PreviewLinkRef = z.infer<typeof PreviewLinkRef>;

/** The path of a page seen through a preview link: `previewPath(token, '/privacy-policy')`. */
export const previewPath = (token: string, page = '/') =>
  `/preview/${encodeURIComponent(token)}${page.startsWith('/') ? page : `/${page}`}`;

/** The label of a user's console link for `page`: how the server finds the one to replace. */
export const consolePreviewLabel = (page: string) => `Console preview of ${page}`;

export const PreviewMessages = {
  created: 'Preview link created.',
  revoked: 'Preview link revoked.',
  notFound: 'No preview link with this id.',
} as const;
