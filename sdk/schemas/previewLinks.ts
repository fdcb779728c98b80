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

export const PreviewMessages = {
  created: 'Preview link created.',
  revoked: 'Preview link revoked.',
  notFound: 'No preview link with this id.',
} as const;
