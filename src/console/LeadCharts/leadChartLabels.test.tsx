import { describe, expect, it } from 'vitest';
import { breakdownRows, longDay, perDaySummary, shortDay } from './leadChartLabels';
import { dashboardFixture } from '@/src/fixtures/leadDashboard';

describe('lead chart labels', () => {
  it('writes days the same way in every browser', () => {
    expect(longDay('2026-11-21')).toBe('Sat, 21 Nov 2026');
    expect(shortDay('2026-11-01')).toBe('1 Nov');
  });

  it('names unknown values and sums the rest as All others', () => {
    const rows = breakdownRows(
      {
        top: [
          { value: 'newsletter', count: 5 },
          { value: null, count: 2 },
        ],
        otherCount: 3,
      },
      'source',
    );
    expect(rows).toEqual([
      { label: 'newsletter', count: 5, value: 'newsletter' },
      { label: 'Direct or unknown', count: 2 },
      { label: 'All others', count: 3 },
    ]);
  });

  it('summarises the busiest day, or says there were no leads', () => {
    const quiet = dashboardFixture({ counts: [0, 0, 0] });
    expect(perDaySummary(quiet)).toBe('No leads in the last 3 days.');
    expect(perDaySummary(dashboardFixture({ counts: [0, 1] }))).toBe(
      '1 lead in the last 2 days; the busiest day was Sat, 21 Nov 2026 with 1.',
    );
    const busy = dashboardFixture({ counts: [1, 9, 2] });
    expect(perDaySummary(busy)).toBe(
      '12 leads in the last 3 days; the busiest day was Fri, 20 Nov 2026 with 9.',
    );
  });
});
