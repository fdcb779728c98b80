import { describe, expect, it } from 'vitest';
import { formatIndiaTime } from './indiaTime';

describe('formatIndiaTime', () => {
  it('shows an instant in India time with the zone named', () => {
    // 22:07 UTC on 26 November is 03:37 on the 27th in India.
    expect(formatIndiaTime('2026-11-26T22:07:57Z')).toBe('27 Nov 2026, 3:37 am IST');
    expect(formatIndiaTime('2026-06-01T06:30:00.000Z')).toBe('1 Jun 2026, 12:00 pm IST');
  });
});
