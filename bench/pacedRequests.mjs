// Visitors at a visitor's pace (bench/pacedBeside.mjs): requests sent at fixed moments whether or
// not earlier ones were answered (an open loop, as independent visitors arrive), each timed from
// its send to the last byte of its answer with fetch (Node's undici, keep-alive, reconnecting on
// the server's `Connection: close` as browsers do). autocannon's own fixed rate was tried for this
// and answered its pacing, not the server's (docs/analytics.md, "Giving way to visitors").
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

const percentile = (sorted, p) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];

/**
 * `make()`'s requests at `rate` a second for `seconds`; answers p50 / p99 (ms), the count, those
 * not 2xx, and the latest send behind its moment (the timing process's own delay).
 */
export async function paced(base, make, rate, seconds) {
  const start = performance.now();
  const timings = [];
  let late = 0;
  for (let i = 0; i < Math.round(rate * seconds); i++) {
    const due = start + (i * 1000) / rate;
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
    failed: answers.filter((a) => !a.ok).length,
    late,
  };
}
