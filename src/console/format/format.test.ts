import { describe, expect, it } from 'vitest';
import { LeadStatus } from '@/sdk/schemas/leadCreate';
import { LEAD_STATUS_WORDS } from '@/sdk/schemas/leadStatusWords';
import {
  NBSP,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatPhone,
  formatTime,
  statusLabel,
} from './format';

/** Writes the expected text with ordinary spaces inside tokens, as a person reads it. */
const nb = (text: string) => text.replace(/ /g, NBSP);

describe('formatDateTime', () => {
  it('writes an instant in India time, the zone named', () => {
    expect(formatDateTime('2026-12-03T11:00:00Z')).toBe(
      `${nb('3 Dec 2026')}, ${nb('4:30 pm IST')}`,
    );
    expect(formatDateTime(new Date('2026-06-01T06:30:00.000Z'))).toBe(
      `${nb('1 Jun 2026')}, ${nb('12:00 pm IST')}`,
    );
  });

  it("crosses midnight at 18:30 UTC, India's midnight, not at UTC's", () => {
    expect(formatDateTime('2026-12-02T18:29:59Z')).toBe(
      `${nb('2 Dec 2026')}, ${nb('11:59 pm IST')}`,
    );
    expect(formatDateTime('2026-12-02T18:30:00Z')).toBe(
      `${nb('3 Dec 2026')}, ${nb('12:00 am IST')}`,
    );
    // The same instant written with its own offset reads the same.
    expect(formatDateTime('2026-12-03T00:00:00+05:30')).toBe(formatDateTime('2026-12-02T18:30Z'));
  });

  it('breaks only after the comma: no space inside a date or a time is a break', () => {
    const text = formatDateTime('2026-12-03T11:00:00Z');
    expect(text.split(' ')).toEqual([nb('3 Dec 2026,'), nb('4:30 pm IST')]);
  });
});

describe('formatDate, formatTime, formatLongDate', () => {
  it('write the India day of an instant, even when UTC is still on the day before', () => {
    expect(formatDate('2026-12-02T20:00:00Z')).toBe(nb('3 Dec 2026'));
    expect(formatDate('2026-12-02T18:29:00Z')).toBe(nb('2 Dec 2026'));
    expect(formatTime('2026-12-02T20:00:00Z')).toBe(nb('1:30 am IST'));
    expect(formatTime('2026-12-02T20:00:05Z', { seconds: true })).toBe(nb('1:30:05 am IST'));
    expect(formatDateTime('2026-11-27T03:30:05Z', { seconds: true })).toBe(
      `${nb('27 Nov 2026')}, ${nb('9:00:05 am IST')}`,
    );
  });

  it('write a calendar day as that day, not the UTC midnight a Date would make of it', () => {
    expect(formatDate('2026-12-03')).toBe(nb('3 Dec 2026'));
    expect(formatDate('2027-01-01')).toBe(nb('1 Jan 2027'));
    expect(formatLongDate('2026-12-03')).toBe(`Thursday, ${nb('3 Dec 2026')}`);
  });

  it('give back what is no date as it came, rather than throwing', () => {
    expect(formatDate('tomorrow')).toBe('tomorrow');
    expect(formatDateTime('')).toBe('');
    expect(formatTime('2026-13-01T09:30')).toBe('2026-13-01T09:30');
  });
});

describe('statusLabel', () => {
  it('has words for every status, the CSV and webhook words', () => {
    for (const status of LeadStatus.options) {
      expect(statusLabel(status)).toBe(LEAD_STATUS_WORDS[status]);
      expect(statusLabel(status)).toMatch(/^[A-Z][a-z]+$/);
    }
    expect(statusLabel('contacted')).toBe('Contacted');
  });

  it('shows a status this console does not know as stored', () => {
    expect(statusLabel('archived')).toBe('archived');
  });
});

describe('formatPhone', () => {
  const written = nb('+91 98765 43210');

  it.each([
    '9876543210',
    '+919876543210',
    '+91 98765 43210',
    '+91-98765-43210',
    '919876543210',
    '00919876543210',
    '09876543210',
    ' 98765 43210 ',
  ])('writes the Indian mobile %j as +91 98765 43210', (typed) => {
    expect(formatPhone(typed)).toBe(written);
  });

  it('keeps the number in one piece: its spaces are no-break, and \\s still reads them', () => {
    expect(written).not.toContain(' ');
    expect(written.replace(/\s/g, '')).toBe('+919876543210');
  });

  it.each([
    ['98765432101', 'eleven digits'],
    ['+44 20 7946 0958', 'a foreign number'],
    ['011 2345 6789', 'a Delhi landline'],
    ['5876543210', 'ten digits that are no Indian mobile'],
    ['call after 6', 'words'],
    ['', 'nothing'],
  ])('shows %j (%s) as typed', (typed) => {
    expect(formatPhone(typed)).toBe(typed);
  });
});
