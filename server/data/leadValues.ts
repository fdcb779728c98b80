import type { Lead, LeadStatus } from '@/sdk/schemas/lead';
import { ATTRIBUTION_FIELDS } from '@/sdk/schemas/leadAttribution';
import type { LeadAttribution, LeadAttributionRecord } from '@/sdk/schemas/leadAttribution';
import { CONSENT_WORDINGS } from '@/sdk/schemas/leadConsent';
import type { LeadConsent } from '@/sdk/schemas/leadConsent';
import type { leads } from '../db/schema';
import { contactKeys } from './contactKeys';

export type LeadRow = typeof leads.$inferSelect;

/** An attribution part left empty is not known: stored as null, like one never sent. */
const storedAttribution = (attribution: LeadAttribution) =>
  Object.fromEntries(
    ATTRIBUTION_FIELDS.map((f) => [f, attribution[f] || null]),
  ) as LeadAttributionRecord;

/** What a lead holds when it is stored: the enquiry, where it came from and the consent. */
export type NewLead = Pick<Lead, 'name' | 'email' | 'mobile' | 'message'> &
  LeadAttribution &
  LeadConsent;

/** The consent columns: the wording is the server's own for the version the visitor saw. */
const storedConsent = ({ marketingConsent, consentVersion }: LeadConsent) =>
  marketingConsent && consentVersion
    ? {
        marketingConsent: true,
        consentWording: CONSENT_WORDINGS[consentVersion] as string,
        consentVersion: consentVersion as string,
      }
    : { marketingConsent: false, consentWording: null, consentVersion: null };

/**
 * A lead's columns as the writer stores them. Every lead has the same keys (the group insert
 * relies on it): those left undefined (the time) are the database's to fill, like the note. The
 * contact is found when it is stored (leadStore.ts), from the keys made here.
 */
export const leadValues = (
  lead: NewLead,
  {
    id,
    createdAt,
    idempotencyKey = null,
    status = 'new',
  }: {
    id: string;
    createdAt?: Date;
    idempotencyKey?: string | null;
    /** 'spam' for a filled honeypot (leadIntake.ts); everything else starts as 'new'. */
    status?: Extract<LeadStatus, 'new' | 'spam'>;
  },
) => ({
  id,
  name: lead.name,
  email: lead.email,
  mobile: lead.mobile,
  message: lead.message,
  status: status as string,
  ...storedAttribution(lead),
  ...storedConsent(lead),
  idempotencyKey,
  ...contactKeys(lead),
  contactId: null as string | null,
  createdAt,
});

export type LeadValues = ReturnType<typeof leadValues>;

/** Whether a stored lead holds exactly what `values` would store (its enquiry and attribution). */
export const sameLead = (row: LeadRow, values: LeadValues) =>
  (
    [
      'name',
      'email',
      'mobile',
      'message',
      ...ATTRIBUTION_FIELDS,
      'marketingConsent',
      'consentVersion',
    ] as const
  ).every((field) => row[field] === values[field]);
