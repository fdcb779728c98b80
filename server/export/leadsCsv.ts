import type { LeadRow } from '../data/leads';
import { toLeadRecord } from '../data/leads';
import { toCsv } from './csv';

const HEADER = [
  'Received (UTC)',
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
  'ID',
];

/** "2026-11-21 10:00:00": a form every spreadsheet reads as a date and time. */
const spreadsheetTime = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

/** The leads export: one row per lead, in the order given (the inbox's: newest first). */
export function leadsCsv(rows: readonly LeadRow[]): string {
  return toCsv(
    HEADER,
    rows.map((row) => {
      const lead = toLeadRecord(row);
      return [
        spreadsheetTime(row.createdAt),
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
        lead._id,
      ];
    }),
  );
}

/** leads-YYYY-MM-DD.csv, dated the day of the export (UTC). */
export const leadsCsvFilename = (now = new Date()) => `leads-${now.toISOString().slice(0, 10)}.csv`;
