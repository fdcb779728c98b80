import { z } from 'zod';
import { isReservedSegment } from '../content/pages';

// Redirects (issue 44 item 4): an old address that answers 301 with a new one. The server makes
// one when a published page's address changes; an admin or editor may add or remove any other
// (an address of the previous site, a campaign's short link). docs/pages.md.

export const RedirectMessages = {
  created: 'Redirect added.',
  deleted: 'Redirect removed.',
  notFound: 'No redirect from this address.',
  samePath: 'A redirect cannot point to its own address.',
  loop: 'This redirect would go round in a loop: the new address already leads back here.',
  pageLives: 'A page is live at this address: change or delete the page instead.',
} as const;

const firstSegment = (path: string) => path.slice(1).split(/[/?#]/, 1)[0] ?? '';

/** An address on this site that may redirect: a path, not the home page nor the site's own. */
export const RedirectFrom = z
  .string({ error: 'Give the old address, such as /old-page.' })
  .trim()
  .max(300, 'Keep the address under 300 characters.')
  .regex(
    /^\/[A-Za-z0-9._~\-/]+$/,
    'Give the old address as a path on this site, such as /old-page (letters, digits, - . _ ~ /).',
  )
  .refine((path) => !path.startsWith('//'), 'Give the old address as a path on this site.')
  .refine(
    (path) => !isReservedSegment(firstSegment(path)),
    'This address belongs to the site or the console; it cannot redirect.',
  );

/** Where a redirect leads: a path on this site, or another site's https:// address. */
export const RedirectTo = z
  .string({ error: 'Give the new address.' })
  .trim()
  .max(500, 'Keep the address under 500 characters.')
  .refine(
    (to) => /^\/(?![/\\])\S*$/.test(to) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(to),
    'Give the new address as a path on this site (/new-page) or an https:// address.',
  );

export const RedirectCreate = z.strictObject({ from: RedirectFrom, to: RedirectTo });
export type RedirectCreate = z.infer<typeof RedirectCreate>;

export const RedirectRef = z.strictObject({ from: RedirectFrom });
export type RedirectRef = z.infer<typeof RedirectRef>;

export const Redirect = z.object({
  from: z.string(),
  to: z.string(),
  /** `page`: made when a page's address changed; `manual`: added by a person. */
  origin: z.enum(['page', 'manual']),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type Redirect = z.infer<typeof Redirect>;
