import { describe, expect, it } from 'vitest';
import { fromIndiaTimeInput, indiaTimeInputValue, indiaToday } from './indiaDay';

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
});
