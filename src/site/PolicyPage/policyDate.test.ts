import { describe, expect, it } from 'vitest';
import { policyDate } from './policyDate';

// The platform's formatter is the reference: the policy pages showed its output before.
const platform = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' });
const DAY = 24 * 60 * 60 * 1000;

describe('policyDate', () => {
  it('writes every day from 1990 to 2100 as Intl.DateTimeFormat("en-IN", long) does', () => {
    const end = Date.UTC(2100, 11, 31);
    for (let t = Date.UTC(1990, 0, 1); t <= end; t += DAY) {
      const day = new Date(t);
      expect(policyDate(day)).toBe(platform.format(day));
    }
  });

  it('writes 5 January 2026', () => {
    expect(policyDate(new Date('2026-01-05T00:00:00Z'))).toBe('5 January 2026');
  });
});
