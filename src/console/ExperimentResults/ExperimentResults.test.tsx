import { describe, expect, it } from 'vitest';
import {
  heroResults,
  noDataResults,
  noDifferenceResults,
  oneDayResults,
  srmResults,
} from '@/src/fixtures/experiments';
import {
  differenceText,
  formatPoints,
  formatRate,
  intervalPlacement,
  sampleRatioWarning,
  verdictWords,
} from './experimentWords';

describe('an experiment’s numbers in words', () => {
  it('writes rates in percent and differences in signed points, with a real minus', () => {
    expect(formatRate(96 / 2410)).toBe('4.0%');
    expect(formatPoints(0.015)).toBe('+1.5');
    expect(formatPoints(-0.0029)).toBe('\u22120.3');
    expect(formatPoints(0)).toBe('0.0');
  });

  it('says the difference with its 95% interval (the bar’s text equivalent)', () => {
    expect(differenceText(heroResults.difference)).toBe(
      '+1.5 points (95% interval +0.3 to +2.7 points)',
    );
    expect(differenceText(oneDayResults.difference)).toBe(
      '+1.0 points (95% interval \u22124.0 to +6.0 points)',
    );
  });

  it('places zero in the middle of the bar and the interval inside it, on the right side', () => {
    const above = intervalPlacement(heroResults.difference);
    expect(above.zero).toBe(50);
    expect(above.low).toBeGreaterThan(50);
    expect(above.high).toBeLessThan(100);
    const across = intervalPlacement(oneDayResults.difference);
    expect(across.low).toBeLessThan(50);
    expect(across.high).toBeGreaterThan(50);
    expect(across.low).toBeGreaterThan(0);
    // No visitors: a zero-width interval still has a scale (no division by zero).
    expect(intervalPlacement(noDataResults.difference)).toMatchObject({ low: 50, high: 50 });
  });

  it('gives each verdict in words, with the sample each version needs while collecting', () => {
    expect(verdictWords(noDataResults)).toMatchObject({
      title: 'Still collecting: each version needs 2,000 visitors',
      tone: 'waiting',
    });
    expect(verdictWords(noDataResults).detail).toMatch(/^No visitors counted yet/);
    expect(verdictWords(oneDayResults).detail).toMatch(/^The one with fewer has 95 so far/);
    expect(verdictWords(noDifferenceResults).title).toBe('No clear difference yet');
    expect(verdictWords(heroResults)).toMatchObject({
      title: 'The variant converts better',
      tone: 'result',
    });
    expect(verdictWords({ ...heroResults, verdict: 'control-better' }).title).toBe(
      'The page as it is converts better',
    );
    expect(verdictWords(srmResults)).toMatchObject({
      title: 'The counts cannot be trusted',
      tone: 'warning',
    });
  });

  it('says why a flagged sample ratio makes the counts untrustworthy, with the numbers', () => {
    const warning = sampleRatioWarning(srmResults);
    expect(warning).toMatch(/should get 50% of visitors but got 40\.0% \(1,936 of 4,840\)/);
    expect(warning).toMatch(/less than 1 in 10,000/);
    expect(warning).toMatch(/cannot be compared/);
    expect(
      sampleRatioWarning({ ...srmResults, sampleRatio: { pValue: 0.00042, flagged: true } }),
    ).toMatch(/p = 0\.00042/);
  });
});
