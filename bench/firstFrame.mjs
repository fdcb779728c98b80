// Whether a Lighthouse run's first frame reached the screen late: headless Chromium sometimes
// presents a page's first frame about a second after its main thread painted it, with nothing
// running on any thread in between (docs/performance.md, "Lighthouse's TBT: wall time"). Speed
// Index is drawn from the frames seen on screen, so such a run's Speed Index is about 2.2 s
// where the others' are 0.9 s; the paint metrics (FCP, LCP) are simulated and do not move.
// Counted per run, so a table's median is read with how many runs drew late.

/** How long after the load event a first frame may reach the screen before it counts as late. */
export const LATE_AFTER_LOAD_MS = 500;

/**
 * Whether the run's first contentful frame was seen on screen more than LATE_AFTER_LOAD_MS after
 * its load event, from Lighthouse's `metrics` audit (its observed, unthrottled timings).
 */
export function firstFramePresentedLate(lhr) {
  const observed = lhr?.audits?.metrics?.details?.items?.[0];
  const painted = observed?.observedFirstContentfulPaint;
  const loaded = observed?.observedLoad;
  if (typeof painted !== 'number' || typeof loaded !== 'number') return false;
  return painted > loaded + LATE_AFTER_LOAD_MS;
}
