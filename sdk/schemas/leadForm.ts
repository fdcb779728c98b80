// Types only, no zod: the lead page's components (in the public pages' hydration chunk) and the
// server's form route share this shape.
import type { LeadErrors } from './leadCheck';
import type { LeadValues } from './leadCreate';

/** The hidden field that carries the form's idempotency key (one per render of the form). */
export const LEAD_FORM_KEY_FIELD = 'idempotencyKey';

/**
 * The lead page's form as the server renders it (server/routes/leadForm.ts): blank with a new
 * key, or after a refused post, the visitor's values with the messages beside the fields. Handed
 * to the render (app/entry-server.tsx) and written into the page for hydration like any page data.
 */
export interface LeadFormState {
  values: LeadValues;
  errors: LeadErrors;
  /** What went wrong with the whole form, shown above it (the modal would toast it). */
  formError?: string;
  /** Sent back with the post: the key, the attribution, the consent wording's version. */
  hidden: Record<string, string>;
  /** The consent wording shown beside the box (the version in `hidden`). */
  consentWording: string;
}
