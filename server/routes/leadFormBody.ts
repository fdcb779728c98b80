import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ATTRIBUTION_FIELDS, fitAttribution } from '@/sdk/schemas/leadAttribution';
import type { LeadAttribution } from '@/sdk/schemas/leadAttribution';
import { LEAD_FIELDS, emptyLeadValues } from '@/sdk/schemas/leadCreate';
import type { LeadValues } from '@/sdk/schemas/leadCreate';
import { LEAD_FORM_KEY_FIELD } from '@/sdk/schemas/leadForm';
import { badRequest } from '../http/errors';
import { FormMessages } from '../http/form';

/**
 * A lead page's post is at most a few dozen short fields and a 10,000-character message: even
 * with every character percent-encoded as three UTF-8 bytes (9 bytes each) it fits in 128 KiB.
 */
export const LEAD_FORM_BODY_LIMIT = 128 * 1024;
/** The form sends 16 fields; a body with many more is no form of ours. */
const MAX_FIELDS = 40;

export const LeadFormMessages = {
  tooManyFields: `The form has too many fields (more than ${MAX_FIELDS}).`,
} as const;

/** A plain form's fields by name: text only, one value each, no prototype. */
export type FormFields = Record<string, string>;

/**
 * application/x-www-form-urlencoded, the body a plain HTML form posts, for the routes of the
 * plugin that calls this only (the API stays JSON and multipart). Flat by nature (no nesting to
 * measure, unlike JSON), so its shape limits are the body's size, the number of fields and one
 * value per name, as for multipart forms (server/http/form.ts).
 */
export function acceptPlainForms(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: LEAD_FORM_BODY_LIMIT },
    (_request, body, done) => {
      const fields: FormFields = Object.create(null) as FormFields;
      let count = 0;
      for (const [name, value] of new URLSearchParams(body as string)) {
        if (++count > MAX_FIELDS) return done(badRequest(LeadFormMessages.tooManyFields));
        // One value per name: which of two would count is a guess, so neither does.
        if (name in fields) return done(badRequest(FormMessages.twice(name)));
        fields[name] = value;
      }
      return done(null, fields);
    },
  );
}

/** Whether the request carries a plain form's body (what the parser above reads). */
export const isPlainForm = (request: FastifyRequest): boolean =>
  /^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? '');

/** The request body as the parser above read it; anything else (no body, JSON) reads as empty. */
export function formFieldsOf(body: unknown): FormFields {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const fields: FormFields = Object.create(null) as FormFields;
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

/** What the visitor typed and ticked, as the form shows it again after a refusal. */
export function leadValuesOf(fields: FormFields): LeadValues {
  const values = emptyLeadValues();
  for (const name of LEAD_FIELDS) values[name] = fields[name] ?? '';
  // A ticked checkbox sends its value; an unticked one sends nothing at all.
  values.marketingConsent = fields.marketingConsent !== undefined;
  return values;
}

/**
 * The attribution the form carries back in hidden fields, each value cut to fit and checked with
 * the lead's schema, and dropped if it still fails: a visitor cannot fix them, so they never
 * cost the lead (the JSON API refuses them instead: its client cuts them before sending).
 */
export function attributionOf(fields: FormFields): LeadAttribution {
  const attribution: LeadAttribution = {};
  for (const field of ATTRIBUTION_FIELDS) {
    const value = fitAttribution(field, fields[field]);
    if (value) attribution[field] = value;
  }
  return attribution;
}

/** The form's idempotency key, as the render wrote it into the hidden field (or not sent). */
export const formKeyOf = (fields: FormFields): string | undefined => fields[LEAD_FORM_KEY_FIELD];
