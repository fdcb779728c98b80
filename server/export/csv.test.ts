import { describe, expect, it } from 'vitest';
import type { LeadRow } from '../data/leads';
import { parseCsv } from '@/test-support/csv';
import { BOM, csvField, neutraliseFormula, toCsv } from './csv';
import { leadsCsv, leadsCsvFilename } from './leadsCsv';
import { UNKNOWN_ATTRIBUTION } from '@/sdk/schemas/leadAttribution';
import {
  CURRENT_CONSENT_VERSION,
  CURRENT_CONSENT_WORDING,
  NO_CONSENT,
} from '@/sdk/schemas/leadConsent';

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    ['', ''],
  ])('writes %j as %j', (value, written) => expect(csvField(value)).toBe(written));

  it.each(['=1+1', '+91 98765', '-2', '@SUM(A1)', '\tx', '\rx'])(
    'neutralises the formula start of %j',
    (value) => expect(neutraliseFormula(value)).toBe(`'${value}`),
  );

  it('leaves formula characters alone when they are not first', () => {
    expect(neutraliseFormula('a=b-c')).toBe('a=b-c');
  });

  it('quotes a neutralised cell that also needs quoting', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });
});

describe('toCsv', () => {
  it('starts with a BOM and ends every record with CRLF', () => {
    expect(toCsv(['a', 'b'], [['1', '2']])).toBe(`${BOM}a,b\r\n1,2\r\n`);
    expect(toCsv(['only'], [])).toBe(`${BOM}only\r\n`);
  });
});

const HUGE =
  '=cmd|" /C calc"!A0, "quoted", and commas,\r\nnew lines\nand a bare LF; ' +
  'हिंदी நன்றி '.repeat(10);
const longMessage = (HUGE + 'x'.repeat(5000)).slice(0, 5000);

const row = (overrides: Partial<LeadRow> = {}): LeadRow => ({
  ...UNKNOWN_ATTRIBUTION,
  ...NO_CONSENT,
  id: 'lead-1',
  name: 'Asha Rāo',
  email: 'asha@school.in',
  mobile: '9876543210',
  message: 'Hello',
  status: 'new',
  note: '',
  createdAt: new Date('2026-11-21T10:00:00.000Z'),
  idempotencyKey: null,
  contactId: null,
  emailKey: null,
  mobileKey: null,
  ...overrides,
});

describe('the leads export', () => {
  it('survives the round trip with a 5,000-character hostile message, neutralised', () => {
    expect(longMessage).toHaveLength(5000);
    const leads = [
      row({
        message: longMessage,
        note: '@call back, "soon"',
        cta: 'banner: Get Free Consultant',
        pagePath: '/',
        utmSource: 'newsletter',
        utmMedium: 'email',
        utmCampaign: '=HYPERLINK("http://evil.example")',
        utmTerm: '+lms',
        utmContent: 'hero, top',
        referrerHost: 'mail.example.com',
        marketingConsent: true,
        consentWording: CURRENT_CONSENT_WORDING,
        consentVersion: CURRENT_CONSENT_VERSION,
      }),
      row({ id: 'lead-2', name: 'प्रिया शर्मा', message: '-1', status: 'contacted' }),
    ];
    const inbox = new Map([
      [
        'lead-1',
        {
          contactId: 'contact-1',
          owner: { _id: 'user-1', username: 'meera' },
          nextFollowUp: '2026-11-25',
          latestNote: { text: '=call Monday', at: '2026-11-22T03:30:00.000Z', by: 'meera' },
        },
      ],
    ]);
    const text = leadsCsv(leads, inbox);
    expect(text.startsWith(BOM)).toBe(true);
    const [header, first, second, ...rest] = parseCsv(text.slice(BOM.length));
    expect(rest).toEqual([]);
    expect(header).toEqual([
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
      'Status in words',
      'Contact ID',
      'Owner ID',
      'Owner',
      'Next follow-up (IST day)',
      'Latest contact note',
      'Latest contact note by',
      'Latest contact note (IST)',
      'ID',
    ]);
    expect(first).toEqual([
      '2026-11-21T10:00:00Z',
      '2026-11-21 15:30:00',
      'Asha Rāo',
      'asha@school.in',
      '9876543210',
      `'${longMessage}`,
      'new',
      '\'@call back, "soon"',
      'banner: Get Free Consultant',
      '/',
      'newsletter',
      'email',
      // Attribution comes from URLs anyone can craft: neutralised like every other cell.
      '\'=HYPERLINK("http://evil.example")',
      "'+lms",
      'hero, top',
      'mail.example.com',
      // The exact words agreed to, and their version.
      'Yes',
      CURRENT_CONSENT_WORDING,
      CURRENT_CONSENT_VERSION,
      // The inbox's data: its contact's owner, follow-up and newest note (India time).
      'New',
      'contact-1',
      'user-1',
      'meera',
      '2026-11-25',
      "'=call Monday", // neutralised like every cell
      'meera',
      '2026-11-22 09:00:00',
      'lead-1',
    ]);
    // A lead with no inbox data (none found) has empty cells, and its status in words.
    expect(second?.slice(19, 27)).toEqual(['Contacted', '', '', '', '', '', '', '']);
    // A lead without attribution has empty cells, not "null".
    expect(second?.slice(8, 16)).toEqual(['', '', '', '', '', '', '', '']);
    // No consent: said as No, with no wording.
    expect(second?.slice(16, 19)).toEqual(['No', '', '']);
    expect(second?.[2]).toBe('प्रिया शर्मा');
    expect(second?.[5]).toBe("'-1");
  });

  it('gives India time beside UTC, across the day line', () => {
    const [, late] = parseCsv(
      leadsCsv([row({ createdAt: new Date('2026-11-26T22:07:57Z') })]).slice(1),
    );
    expect(late?.slice(0, 2)).toEqual(['2026-11-26T22:07:57Z', '2026-11-27 03:37:57']);
  });

  it('names the file after the day of the export in India, and says so', () => {
    expect(leadsCsvFilename(new Date('2026-11-21T12:00:00Z'))).toBe(
      'leads-exported-2026-11-21-IST.csv',
    );
    // 23:59 UTC is already 05:29 the next morning in India.
    expect(leadsCsvFilename(new Date('2026-11-21T23:59:00Z'))).toBe(
      'leads-exported-2026-11-22-IST.csv',
    );
  });
});
