import { describe, expect, it } from 'vitest';
import {
  breakdownRows,
  longDay,
  perDaySummary,
  shareSummary,
  shortDay,
  axisLines,
} from './leadChartLabels';
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

  it('names every day tied for busiest, not the first of them', () => {
    expect(perDaySummary(dashboardFixture({ counts: [2, 0, 2] }))).toBe(
      '4 leads in the last 3 days; the busiest days were Thu, 19 Nov 2026 and Sat, 21 Nov 2026, with 2 each.',
    );
  });

  it('says which group is largest, or which ones tie for it', () => {
    const row = (label: string, count: number) => ({ label, count, value: label });
    expect(shareSummary([], 0)).toBe('No leads in this range.');
    expect(shareSummary([row('newsletter', 3), row('google', 1)], 4)).toBe(
      '2 groups; the largest is newsletter with 3 (75%).',
    );
    expect(shareSummary([row('facebook', 1), row('google', 1), row('newsletter', 1)], 3)).toBe(
      '3 groups of the same size: facebook, google and newsletter, with 1 each (33% each).',
    );
    expect(shareSummary([row('facebook', 2), row('google', 2), row('x', 1)], 5)).toBe(
      '3 groups; the largest are facebook and google, with 2 each (40% each).',
    );
    expect(shareSummary([row('New', 2), row('Contacted', 0), row('Closed', 0)], 2)).toBe(
      '1 group: New with 2 (100%).',
    );
    const five = ['a', 'b', 'c', 'd', 'e'].map((label) => row(label, 1));
    expect(shareSummary(five, 5)).toBe(
      '5 groups of the same size: a, b, c and 2 more, with 1 each (20% each).',
    );
  });

  it('breaks an axis label between words onto two lines, cutting only past them', () => {
    expect(axisLines('header: Book a Demo')).toEqual(['header: Book a Demo']);
    expect(axisLines('banner: Get Free Consultant')).toEqual(['banner: Get Free', 'Consultant']);
    expect(axisLines('a-campaign-name-without-any-spaces')).toEqual(['a-campaign-name-witho…']);
    expect(axisLines('one two three four five six seven eight nine ten eleven')).toEqual([
      'one two three four',
      'five six seven eight…',
    ]);
  });
});
