import { LEAD_STATUS_WORDS } from '@/sdk/schemas/leadStatusWords';
import type { LeadRow } from '../data/leads';
import { toLeadRecord } from '../data/leads';
import type { Db } from '../db/database';
import { toCsv } from './csv';
import { NO_INBOX_DATA, leadInboxData } from './leadInboxData';
import type { LeadInboxData } from './leadInboxData';

const HEADER = [
  'Received UTC (ISO 8601)',
  'Received India time (IST)',
  'Name',
  'Email',
  'Mobile',
  'Message',
  'Status',
  'Note',
  'Call to action',
  'Page',
  'Source',
  'Medium',
  'Campaign',
  'Term',
  'Content',
  'Referrer',
  'Marketing consent',
  'Consent wording',
  'Consent version',
  // The inbox's data (issue 46), before the ID so the ID stays the last column.
  'Status in words',
  'Contact ID',
  'Owner ID',
  'Owner',
  'Next follow-up (IST day)',
  'Latest contact note',
  'Latest contact note by',
  'Latest contact note (IST)',
  'ID',
];

// India keeps UTC+05:30 all year, so its time is a fixed shift: no Intl (docs/performance.md:
// the server makes no Intl formatter, to keep ICU's data out of its memory).
const IST_OFFSET_MS = 330 * 60_000;

/** "2026-11-26T22:07:57Z": the instant, for programs and other zones. */
const isoUtc = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

/** "2026-11-27 03:37:57": India time, in a form every spreadsheet reads as a date and time. */
const indiaTime = (date: Date) =>
  new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/**
 * The leads export: one row per lead, in the order given (the inbox's: newest first), with the
 * inbox's data of each (`inbox`, by lead id; a lead missing from it has none).
 */
export function leadsCsv(
  rows: readonly LeadRow[],
  inbox: ReadonlyMap<string, LeadInboxData> = new Map(),
): string {
  return toCsv(
    HEADER,
    rows.map((row) => {
      const lead = toLeadRecord(row);
      const { contactId, owner, nextFollowUp, latestNote } = inbox.get(row.id) ?? NO_INBOX_DATA;
      return [
        isoUtc(row.createdAt),
        indiaTime(row.createdAt),
        lead.name,
        lead.email,
        lead.mobile,
        lead.message,
        lead.status,
        lead.note,
        lead.cta ?? '',
        lead.pagePath ?? '',
        lead.utmSource ?? '',
        lead.utmMedium ?? '',
        lead.utmCampaign ?? '',
        lead.utmTerm ?? '',
        lead.utmContent ?? '',
        lead.referrerHost ?? '',
        lead.marketingConsent ? 'Yes' : 'No',
        lead.consentWording ?? '',
        lead.consentVersion ?? '',
        LEAD_STATUS_WORDS[lead.status],
        contactId ?? '',
        owner?._id ?? '',
        owner?.username ?? '',
        nextFollowUp ?? '',
        latestNote?.text ?? '',
        latestNote?.by ?? '',
        latestNote ? indiaTime(new Date(latestNote.at)) : '',
        lead._id,
      ];
    }),
  );
}

/** The export of these leads with their inbox data, read in one query. */
export const exportLeadsCsv = async (db: Db, rows: readonly LeadRow[]): Promise<string> =>
  leadsCsv(
    rows,
    await leadInboxData(
      db,
      rows.map((row) => row.id),
    ),
  );

/**
 * leads-exported-YYYY-MM-DD-IST.csv: the day of the export in India, the console's clock (a file
 * exported at 3 am in India is named by that day, not by the UTC day before).
 */
export const leadsCsvFilename = (now = new Date()) =>
  `leads-exported-${indiaTime(now).slice(0, 10)}-IST.csv`;
