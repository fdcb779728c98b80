import { describe, expect, it } from 'vitest';
import { countChangeText, keyText, rateChangeText, rateText } from './conversionWords';

describe('the conversion panel words', () => {
  it('says a change on the previous period as a signed percentage', () => {
    expect(countChangeText(112, 100, 30, 'no visits before')).toBe('+12% on the previous 30 days');
    expect(countChangeText(95, 100, 30, 'no visits before')).toBe('−5% on the previous 30 days');
    expect(countChangeText(100, 100, 1, 'x')).toBe('the same as the previous day');
  });

  it('never divides by a previous zero', () => {
    expect(countChangeText(5, 0, 30, 'no visits before')).toBe('no visits before');
    expect(countChangeText(0, 0, 7, 'x')).toBe('none in the previous 7 days either');
  });

  it('says a rate in percent and its change in points', () => {
    expect(rateText(0.0325)).toBe('3.3%');
    expect(rateChangeText(0.05, 0.035, 30, true)).toBe('+1.5 points on the previous 30 days');
    expect(rateChangeText(0.02, 0.03, 30, true)).toBe('−1 point on the previous 30 days');
    expect(rateChangeText(0.02, 0, 30, false)).toBe('no visits before');
  });

  it('names unknown keys', () => {
    expect(keyText('source', '')).toBe('Direct or unknown');
    expect(keyText('campaign', '')).toBe('No campaign');
    expect(keyText('device', 'mobile')).toBe('Mobile');
  });
});
