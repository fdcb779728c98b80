import { describe, expect, it } from 'vitest';
import { firstFramePresentedLate } from './firstFrame.mjs';

/** A Lighthouse result's `metrics` audit with the two observed timings the check reads. */
const run = (observedFirstContentfulPaint: number, observedLoad: number) => ({
  audits: { metrics: { details: { items: [{ observedFirstContentfulPaint, observedLoad }] } } },
});

describe('a first frame presented late', () => {
  it('is one seen on screen more than half a second after the load event', () => {
    // Figures of real runs of / (2026-12-05): a late one, and ordinary ones.
    expect(firstFramePresentedLate(run(1432, 388))).toBe(true);
    expect(firstFramePresentedLate(run(304, 404))).toBe(false);
    expect(firstFramePresentedLate(run(758, 680))).toBe(false);
  });

  it('is not claimed when the run has no observed timings', () => {
    expect(firstFramePresentedLate({ audits: {} })).toBe(false);
    expect(firstFramePresentedLate(undefined)).toBe(false);
  });
});
