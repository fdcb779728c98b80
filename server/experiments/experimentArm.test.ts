import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { experimentArm } from './experimentArm';

const visitors = Array.from({ length: 20_000 }, () => randomBytes(32).toString('hex'));
const share = (arms: string[], arm: string) => arms.filter((a) => a === arm).length / arms.length;

describe('experimentArm', () => {
  it('gives a visitor the same arm every time', () => {
    const visitor = visitors[0] ?? '';
    const arms = Array.from({ length: 5 }, () => experimentArm(visitor, 'exp-1', 50));
    expect(new Set(arms).size).toBe(1);
  });

  it('sends the split share of visitors to the variant', () => {
    for (const split of [10, 50, 80]) {
      const arms = visitors.map((v) => experimentArm(v, 'exp-1', split));
      // 20,000 visitors: three standard deviations are at most 1.1 points.
      expect(Math.abs(share(arms, 'variant') - split / 100)).toBeLessThan(0.015);
    }
  });

  it('splits two experiments independently of each other', () => {
    const first = visitors.map((v) => experimentArm(v, 'exp-1', 50));
    const second = visitors.map((v) => experimentArm(v, 'exp-2', 50));
    const inFirstVariant = second.filter((_, i) => first[i] === 'variant');
    const inFirstControl = second.filter((_, i) => first[i] === 'control');
    expect(Math.abs(share(inFirstVariant, 'variant') - 0.5)).toBeLessThan(0.025);
    expect(Math.abs(share(inFirstControl, 'variant') - 0.5)).toBeLessThan(0.025);
  });

  it('puts nobody in an arm the split leaves empty', () => {
    expect(visitors.slice(0, 500).every((v) => experimentArm(v, 'e', 0) === 'control')).toBe(true);
    expect(visitors.slice(0, 500).every((v) => experimentArm(v, 'e', 100) === 'variant')).toBe(
      true,
    );
  });
});
