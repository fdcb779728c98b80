import { describe, expect, it } from 'vitest';
import {
  MINIMUM_VISITORS_PER_ARM,
  erfc,
  experimentStats,
  rateDifference,
  sampleRatio,
  wilsonInterval,
} from './experimentStats';

const arm = (leads: number, visitors: number) => ({ leads, visitors });

describe('experimentStats', () => {
  it("gives Wilson's interval: 0 of 10 is 0 to z²/(n+z²)", () => {
    const { low, high } = wilsonInterval(arm(0, 10));
    expect(low).toBe(0);
    // 3.8415 / 13.8415
    expect(high).toBeCloseTo(0.27753, 5);
    expect(wilsonInterval(arm(0, 0))).toEqual({ low: 0, high: 1 });
  });

  it("matches Newcombe's (1998) table of method 10 to four places", () => {
    // [variant leads, visitors, control leads, visitors, low, high]: Statistics in Medicine
    // 17:873-890, Table II, method 10 (the hybrid score interval without continuity correction).
    const table = [
      [56, 70, 48, 80, 0.0524, 0.3339],
      [9, 10, 3, 10, 0.1705, 0.809],
      [6, 7, 2, 7, 0.0582, 0.8062],
      [5, 56, 0, 29, -0.0381, 0.1926],
      [0, 10, 0, 20, -0.1611, 0.2775],
      [0, 10, 0, 10, -0.2775, 0.2775],
      [10, 10, 0, 20, 0.6791, 1],
      [10, 10, 0, 10, 0.6075, 1],
    ] as const;
    for (const [a, n, b, m, low, high] of table) {
      const difference = rateDifference(arm(a, n), arm(b, m));
      expect(difference.estimate).toBeCloseTo(a / n - b / m, 10);
      expect(difference.low).toBeCloseTo(low, 4);
      expect(difference.high).toBeCloseTo(high, 4);
    }
  });

  it('computes erfc to seven places', () => {
    expect(erfc(0)).toBeCloseTo(1, 7);
    expect(erfc(1)).toBeCloseTo(0.1572992, 7);
    expect(erfc(-1)).toBeCloseTo(1.8427008, 7);
    // The chi-square (1 df) critical values: p = 0.05 at 3.841459, p = 0.001 at 10.827566.
    expect(erfc(Math.sqrt(3.841459 / 2))).toBeCloseTo(0.05, 6);
    expect(erfc(Math.sqrt(10.827566 / 2))).toBeCloseTo(0.001, 6);
  });

  it('flags a sample ratio mismatch at p < 0.001, against the split', () => {
    // 1100 vs 900 at 50%: chi2 = 100²/1000 * 2 = 20, p = erfc(√10) = 7.744e-6.
    const skewed = sampleRatio(1100, 900, 50);
    expect(skewed.pValue).toBeCloseTo(7.744e-6, 8);
    expect(skewed.flagged).toBe(true);
    // 210 vs 790 at 20%: expected 200 / 800, chi2 = 100/200 + 100/800 = 0.625, p = 0.4292.
    const fine = sampleRatio(210, 790, 20);
    expect(fine.pValue).toBeCloseTo(0.4292, 4);
    expect(fine.flagged).toBe(false);
    expect(sampleRatio(0, 0, 50)).toEqual({ pValue: 1, flagged: false });
    expect(sampleRatio(3, 0, 50).flagged).toBe(false);
  });

  it('gives each arm its rate and a verdict', () => {
    const min = MINIMUM_VISITORS_PER_ARM;
    const stats = experimentStats(arm(10, 200), arm(30, 200), 50);
    expect(stats.arms).toEqual([
      { arm: 'control', visitors: 200, leads: 10, rate: 0.05 },
      { arm: 'variant', visitors: 200, leads: 30, rate: 0.15 },
    ]);
    expect(stats.difference.estimate).toBeCloseTo(0.1, 10);
    expect(stats.verdict).toBe('variant-better');
    expect(stats.minimumVisitors).toBe(min);
    expect(experimentStats(arm(30, 200), arm(10, 200), 50).verdict).toBe('control-better');
    expect(experimentStats(arm(20, 200), arm(22, 200), 50).verdict).toBe('no-difference');
    // Below the minimum in one arm: collecting, however large the difference looks.
    expect(experimentStats(arm(0, min - 1), arm(40, min), 50).verdict).toBe('collecting');
    expect(experimentStats(arm(0, 0), arm(0, 0), 50).arms[0]?.rate).toBe(0);
    expect(experimentStats(arm(0, 0), arm(0, 0), 50).verdict).toBe('collecting');
    // A mismatch beats everything, the minimum included.
    expect(experimentStats(arm(0, 40), arm(0, 5), 50).verdict).toBe('untrusted');
    expect(experimentStats(arm(100, 1100), arm(300, 900), 50).verdict).toBe('untrusted');
  });
});
