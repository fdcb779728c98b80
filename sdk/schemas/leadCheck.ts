import { LEAD_FIELDS, Lead, LeadMessages, leadInputOf } from './leadCreate';
import type { LeadField, LeadValues } from './leadCreate';

/** The first problem per field, as the lead forms show it beside each field. */
export type LeadErrors = Partial<Record<LeadField | 'marketingConsent', string>>;

const FORM_FIELDS: readonly string[] = [...LEAD_FIELDS, 'marketingConsent'];

export const isLeadField = (field: unknown): field is LeadField =>
  typeof field === 'string' && (LEAD_FIELDS as readonly string[]).includes(field);

export type LeadCheck = { ok: true; lead: Lead } | { ok: false; errors: LeadErrors };

// The spec's enquiry form checks in this order and stops at the first failure, so one message
// names the most basic problem first: empty fields, then the email, then the mobile.
const SUMMARY_ORDER: readonly string[] = [
  LeadMessages.required,
  LeadMessages.email,
  LeadMessages.mobile,
];

/** The one message for a set of field errors: the modal's toast, the lead page's summary. */
export function leadSummaryFor(errors: LeadErrors): string {
  const messages = Object.values(errors).filter((m): m is string => typeof m === 'string');
  return SUMMARY_ORDER.find((m) => messages.includes(m)) ?? messages[0] ?? LeadMessages.required;
}

/**
 * Checks a lead form's values with the Lead schema: the modal in the browser before it sends,
 * and the server for the lead page's plain form post, so both show the same messages. `extra`
 * is what the form sends beside the visitor's values (attribution).
 */
export function checkLead(
  values: LeadValues,
  extra: Partial<Record<keyof Lead, unknown>> = {},
): LeadCheck {
  const result = Lead.safeParse({ ...leadInputOf(values), ...extra });
  if (result.success) return { ok: true, lead: result.data };
  const errors: LeadErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    // consentVersion has no field of its own: its problem shows beside the box.
    const shown = field === 'consentVersion' ? 'marketingConsent' : field;
    if (typeof shown === 'string' && FORM_FIELDS.includes(shown)) {
      errors[shown as keyof LeadErrors] ??= issue.message;
    }
  }
  return { ok: false, errors };
}
