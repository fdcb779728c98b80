// Visitors at a visitor's pace (bench/pacedBeside.mjs): requests sent at their moments whether or
// not earlier ones were answered (an open loop), each timed from its send to the last byte of its
// answer with fetch (Node's undici, keep-alive, reconnecting on the server's `Connection: close`
// as browsers do). autocannon's own fixed rate was tried for this and answered its pacing, not the
// server's (docs/analytics.md, "Giving way to visitors").
//
// The moments are those of independent visitors: a Poisson process (exponential gaps), drawn from
// a seeded generator, so every run of a stream sends at the same moments (alone and beside compare
// like with like) and two streams (leads, pages) meet only by chance. Evenly spaced at one rate from
// one start, each page was sent in the same millisecond as a lead and waited behind it, and how
// often depended on what else woke the server: that, not the beacons' work, was most of the
// page's slowdown (docs/analytics.md, "Pages sent with the leads").
import { randomBytes } from 'node:crypto';
import { lead, page } from './beaconIngest.mjs';
import { LEAD } from './serverBench.mjs';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let leadsMade = 0;

/** A fresh valid lead as the lead modal sends it (sdk createLead): its own key and values. */
export function freshLead() {
  const n = leadsMade++;
  return {
    ...lead,
    headers: {
      ...lead.headers,
      // newIdempotencyKey's shape: 16 random bytes, base64url.
      'idempotency-key': randomBytes(16).toString('base64url'),
    },
    body: JSON.stringify({
      ...LEAD,
      name: `Paced Visitor ${n}`,
      email: `paced.${process.pid}.${n}@school.in`,
      mobile: `9${String(n % 1e9).padStart(9, '0')}`,
    }),
  };
}

export const pageView = () => page;

async function timeOne(base, { method, path, headers, body }) {
  const sent = performance.now();
  try {
    const answer = await fetch(`${base}${path}`, { method, headers, body });
    await answer.arrayBuffer();
    return { ms: performance.now() - sent, ok: answer.ok };
  } catch {
    return { ms: performance.now() - sent, ok: false };
  }
}

/** A seeded generator of uniform numbers in (0, 1) (mulberry32): the same moments each run. */
function uniform(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) + 1) / 4294967297;
  };
}

/** The send moments (ms from the start) of `count` independent arrivals at `rate` a second. */
function arrivals(rate, count, seed) {
  const next = uniform(seed);
  const moments = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    at += (-Math.log(next()) * 1000) / rate;
    moments.push(at);
  }
  return moments;
}

export const percentile = (sorted, p) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];

/**
 * `make()`'s requests at `rate` a second on average for `seconds`, at the moments of `seed`'s
 * arrivals; answers p50 / p99 (ms), every timing, the count, those not 2xx, and the latest send
 * behind its moment (the timing process's own delay).
 */
export async function paced(base, make, rate, seconds, seed) {
  // Two streams on one default seed would be sent in lockstep again.
  if (!Number.isInteger(seed)) throw new Error('paced: each stream needs its own integer seed');
  const start = performance.now();
  const timings = [];
  let late = 0;
  for (const moment of arrivals(rate, Math.round(rate * seconds), seed)) {
    const due = start + moment;
    if (due > performance.now()) await sleep(due - performance.now());
    late = Math.max(late, performance.now() - due);
    timings.push(timeOne(base, make()));
  }
  const answers = await Promise.all(timings);
  const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    count: answers.length,
    /** Every timing, sorted: the set's table pools them over its runs (pacedBeside.mjs). */
    sorted,
    failed: answers.filter((a) => !a.ok).length,
    late,
  };
}
