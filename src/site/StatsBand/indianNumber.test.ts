import { describe, expect, it } from 'vitest';
import { indianNumber } from './indianNumber';

// The platform's formatter is the reference: the band showed its output before.
const platform = new Intl.NumberFormat('en-IN');

describe('indianNumber', () => {
  // One assertion over the differences, not 100,001 expect() calls: those took over 5 s on a
  // loaded CI machine and timed the test out, while the comparison itself takes milliseconds.
  it('groups like Intl.NumberFormat("en-IN") for every number up to 100,000', () => {
    const differing: string[] = [];
    for (let n = 0; n <= 100_000; n++) {
      const ours = indianNumber(n);
      const theirs = platform.format(n);
      if (ours !== theirs) differing.push(`${n}: ${ours} (Intl: ${theirs})`);
    }
    expect(differing.slice(0, 10)).toEqual([]);
  });

  it('groups like Intl.NumberFormat("en-IN") up to the counters\' limit of a billion', () => {
    const samples = [999_999, 1_000_000, 12_345_678, 99_999_999, 100_000_000, 1_000_000_000];
    for (let i = 0; i < 5_000; i++) samples.push(Math.floor(Math.random() * 1_000_000_001));
    const differing = samples.filter((n) => indianNumber(n) !== platform.format(n));
    expect(differing.map((n) => `${n}: ${indianNumber(n)} (Intl: ${platform.format(n)})`)).toEqual(
      [],
    );
  });

  it('writes 1,23,45,678 for 12345678 and keeps a minus sign', () => {
    expect(indianNumber(12_345_678)).toBe('1,23,45,678');
    expect(indianNumber(-1_234)).toBe('-1,234');
  });
});
