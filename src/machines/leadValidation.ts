import { LEAD_FIELDS, Lead, LeadMessages, emptyLeadValues } from '@/sdk/schemas/lead';
import type { LeadField, LeadValues } from '@/sdk/schemas/lead';

export { LEAD_FIELDS, emptyLeadValues };
export type { LeadField, LeadValues };
export type LeadErrors = Partial<Record<LeadField, string>>;

export const isLeadField = (field: unknown): field is LeadField =>
  typeof field === 'string' && (LEAD_FIELDS as readonly string[]).includes(field);

export type LeadCheck = { ok: true; lead: Lead } | { ok: false; errors: LeadErrors };

// The spec's enquiry form checks in this order and stops at the first failure, so one toast
// names the most basic problem first: empty fields, then the email, then the mobile.
const TOAST_ORDER: readonly string[] = [
  LeadMessages.required,
  LeadMessages.email,
  LeadMessages.mobile,
];

/** The one message to toast for a set of field errors. */
export function leadToastFor(errors: LeadErrors): string {
  const messages = Object.values(errors).filter((m): m is string => typeof m === 'string');
  return TOAST_ORDER.find((m) => messages.includes(m)) ?? messages[0] ?? LeadMessages.required;
}

/** Checks the modal's values with the sdk's Lead schema (the server runs the same one). */
export function checkLead(values: LeadValues): LeadCheck {
  const result = Lead.safeParse(values);
  if (result.success) return { ok: true, lead: result.data };
  const errors: LeadErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isLeadField(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
