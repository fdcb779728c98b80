// Beacons beside visitors, side by side (issue 45 item 4: beacons "never slow the lead path or
// page views"): a lead (POST /api/leads/create, 2 connections) and GET / (4 connections), each
// as fast as its connections go, timed alone and then beside a steady stream of beacons (1,000 a
// second, 32 connections), as bench/beaconIngest.mjs times them once, here in ROUNDS rounds on a
// fresh server each. With
// BENCH_BASELINE_DIR (another checkout with its own `npm run build`), that checkout's server is
// measured too, the two alternating round by round (each round in the reverse order of the last),
// so both meet the same minutes of a shared machine. Answers each side's p99 beside / alone per
// round, and their medians and ranges: one round says little on two shared cores
// (docs/analytics.md, "Giving way to visitors"). `BENCH_PARTS=steady npm run bench`.
import os from 'node:os';
import path from 'node:path';
import { beacon, lead, run, summary } from './beaconIngest.mjs';

const ROUNDS = Number(process.env.BENCH_STEADY_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_STEADY_SECONDS ?? 5);
const STEADY_RATE = Number(process.env.BENCH_INGEST_STEADY_RATE ?? 1000);
const page = { method: 'GET', path: '/', headers: { 'user-agent': beacon.headers['user-agent'] } };

/** `request` alone, then beside the stream; answers both and the stream's rate. */
async function aloneThenBeside(base, request, connections) {
  const alone = summary(await run(base, request, SECONDS, connections));
  const [beside, stream] = await Promise.all([
    run(base, request, SECONDS, connections).then(summary),
    run(base, beacon, SECONDS, 32, STEADY_RATE).then(summary),
  ]);
  return { alone, beside, stream: stream.perSecond, ratio: beside.p99 / Math.max(1, alone.p99) };
}

/** One round on a fresh server of the checkout at `dir`. */
async function round(dir) {
  const { withServer } = await import(path.join(dir, 'bench/serverBench.mjs'));
  const loadBefore = os.loadavg()[0];
  return withServer(async (base) => {
    await run(base, beacon, 2, 32); // warm-up: the day's salt, the row, the JIT
    await run(base, lead, 2, 2);
    const leads = await aloneThenBeside(base, lead, 2);
    const pages = await aloneThenBeside(base, page, 4);
    return { leads, pages, load: [loadBefore, os.loadavg()[0]] };
  });
}

/** Every round of each side: `{ name: [round, ...] }`. */
export async function measureSteady(root, baselineDir) {
  const sides = [['this checkout', root]];
  if (baselineDir) sides.push([`baseline ${baselineDir}`, path.resolve(baselineDir)]);
  const rounds = Object.fromEntries(sides.map(([name]) => [name, []]));
  for (let i = 0; i < ROUNDS; i++) {
    for (const [name, dir] of i % 2 ? sides.toReversed() : sides) {
      const result = await round(dir);
      rounds[name].push(result);
      console.log(`  round ${i + 1} ${name}: ${roundLine(result)}`);
    }
  }
  return rounds;
}

const ms = (r) => `${r.p99} ms (${r.perSecond}/s)`;
const roundLine = ({ leads, pages, load }) =>
  `load ${load.map((l) => l.toFixed(1)).join('-')}; lead p99 ${ms(leads.alone)} -> ${ms(leads.beside)} ` +
  `${leads.ratio.toFixed(2)}x; page p99 ${ms(pages.alone)} -> ${ms(pages.beside)} ` +
  `${pages.ratio.toFixed(2)}x; stream ${leads.stream}/s, ${pages.stream}/s`;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const spread = (values) =>
  `**${median(values).toFixed(2)}x** (${Math.min(...values).toFixed(2)}-${Math.max(...values).toFixed(2)})`;

export function steadyTable(rounds) {
  const rows = Object.entries(rounds).map(([name, list]) => {
    const leadRatios = list.map((r) => r.leads.ratio);
    const pageRatios = list.map((r) => r.pages.ratio);
    const streams = list.map((r) => Math.min(r.leads.stream, r.pages.stream));
    // At full throttle a slower lead path shows in the leads answered as well as in their p99.
    const leadRates = `${median(list.map((r) => r.leads.alone.perSecond))} -> ${median(list.map((r) => r.leads.beside.perSecond))}`;
    const loads = list.flatMap((r) => r.load);
    return `| ${name} | ${list.length} | ${spread(leadRatios)} | ${leadRates} | ${spread(pageRatios)} | ${Math.min(...streams)}-${Math.max(...streams)} | ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)} |`;
  });
  return [
    `| Server | Rounds | Lead p99 beside / alone: median (range) | Leads a second, alone -> beside (medians) | GET / p99 beside / alone | Beacons answered a second (lowest of a round) | Load |`,
    `| --- | --- | --- | --- | --- | --- | --- |`,
    ...rows,
  ].join('\n');
}
