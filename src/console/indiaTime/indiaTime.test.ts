import { describe, expect, it } from 'vitest';
import {
  formatIndiaDay,
  formatIndiaTime,
  fromIndiaTimeInput,
  indiaTimeInputValue,
  indiaToday,
} from './indiaTime';

describe('formatIndiaTime', () => {
  it('shows an instant in India time with the zone named', () => {
    // 22:07 UTC on 26 November is 03:37 on the 27th in India.
    expect(formatIndiaTime('2026-11-26T22:07:57Z')).toBe('27 Nov 2026, 3:37 am IST');
    expect(formatIndiaTime('2026-06-01T06:30:00.000Z')).toBe('1 Jun 2026, 12:00 pm IST');
  });
});

describe('India time in a datetime-local input', () => {
  it('shows an instant as India wall time, whatever the browser zone', () => {
    expect(indiaTimeInputValue('2026-12-01T04:00:00.000Z')).toBe('2026-12-01T09:30');
    // 20:00 UTC is already the next day in India.
    expect(indiaTimeInputValue('2026-11-30T20:00:00Z')).toBe('2026-12-01T01:30');
  });

  it('reads the input as India time and sends its offset', () => {
    expect(fromIndiaTimeInput('2026-12-01T09:30')).toBe('2026-12-01T09:30:00+05:30');
    expect(fromIndiaTimeInput('2026-12-01T09:30:15')).toBe('2026-12-01T09:30:15+05:30');
    expect(Date.parse(fromIndiaTimeInput('2026-12-01T09:30') ?? '')).toBe(
      Date.parse('2026-12-01T04:00:00Z'),
    );
  });

  it('refuses what is no time', () => {
    expect(fromIndiaTimeInput('')).toBeNull();
    expect(fromIndiaTimeInput('tomorrow')).toBeNull();
    expect(fromIndiaTimeInput('2026-13-01T09:30')).toBeNull();
  });
});

describe('India days', () => {
  it("names today's day in India, which starts at 18:30 UTC", () => {
    expect(indiaToday(new Date('2026-11-26T18:29:59Z'))).toBe('2026-11-26');
    expect(indiaToday(new Date('2026-11-26T18:30:00Z'))).toBe('2026-11-27');
  });

  it('writes a calendar day as that day, whatever the browser zone', () => {
    expect(formatIndiaDay('2026-11-27')).toBe('27 Nov 2026');
    expect(formatIndiaDay('2027-01-01')).toBe('1 Jan 2027');
  });
});
