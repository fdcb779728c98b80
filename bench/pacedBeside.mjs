// A lead and GET / at a visitor's pace, alone and beside the steady beacon stream (issue 45 item 4:
// beacons "never slow the lead path or page views"). bench/steadyBeside.mjs times them at full
// throttle, where the leads alone already take the server's whole thread and any other work slows
// them: contention, not what a visitor feels. Here leads (each a fresh one) and GET / are sent as
// independent visitors arrive (20 a second each on average, at seeded moments), timed send to
// last byte (bench/pacedRequests.mjs), with the stream (1,000 beacons a second) in a process of
// its own (bench/beaconStream.mjs). Each round is a new server (started on the data the round
// before left) and four runs, alone and beside by turns (ABAB, then BABA), so both meet the same
// minutes of a shared machine; the two alone runs of a round against each other give the noise.
// A lead's time in the server itself (its request log's, bench/serverTimes.mjs) is pooled too: it
// leaves out the client's own waits for a core on two shared cores (in a probe, a lead of 57 ms
// beside the stream reached the server 45 ms after it was sent, the server's loop free all along).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beacon, lead as leadRequest, page as pageRequest, run } from './beaconIngest.mjs';
import { STREAM_SHAPE } from './beaconStream.mjs';
import { freshLead, paced, pageView, percentile } from './pacedRequests.mjs';
import { cpuSecondsOf } from './processStats.mjs';
import { logEnd, logTimesSince } from './serverTimes.mjs';
import { withConstantServer, withServer } from './serverBench.mjs';

const ROUNDS = Number(process.env.BENCH_PACED_ROUNDS ?? 6);
const SECONDS = Number(process.env.BENCH_PACED_SECONDS ?? 10);
const LEAD_RATE = Number(process.env.BENCH_PACED_LEAD_RATE ?? 20);
const PAGE_RATE = Number(process.env.BENCH_PACED_PAGE_RATE ?? 20);
const STEADY_RATE = Number(process.env.BENCH_INGEST_STEADY_RATE ?? 1000);
// Where the stream goes (BENCH_PACED_BEACONS): `server`, the visitors' server (the default);
// `instance`, a second server on the same PostgreSQL (DATABASE_URL), as a deployment that routes
// /api/analytics/beacon to instances of its own would: the visitors' server then does none of the
// beacons' work (PGlite is one process's: refused); `control`, bench/constantServer.mjs answering
// every beacon with nothing done (no validation, no buffer, no database): what the same stream
// costs a lead on these shared cores when no code of ours handles it, the bar for ours.
const BEACONS_TO = process.env.BENCH_PACED_BEACONS ?? 'server';
if (!['server', 'instance', 'control'].includes(BEACONS_TO))
  throw new Error(`BENCH_PACED_BEACONS must be server, instance or control, got "${BEACONS_TO}"`);
if (BEACONS_TO === 'instance' && !process.env.DATABASE_URL)
  throw new Error('BENCH_PACED_BEACONS=instance needs DATABASE_URL: instances share PostgreSQL');
const CONTROL_ANSWERS = [
  { name: beacon.path.slice(1), method: beacon.method, type: 'text/plain', body: '', headers: {} },
];
const STREAM_TO = {
  server: '',
  instance: ', to a second instance on the same PostgreSQL',
  control: ', to a server that does nothing with them (bench/constantServer.mjs): the control',
};
const LEAD_SEED = 45;
const PAGE_SEED = 4545;
const LEAD_IN = 1.5; // seconds of stream before the visitors start: its process up and sending
const SETTLE_MS = 2000;
const LOG_LAG_MS = 300;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The beacon stream for `seconds` in its own process; answers its summary when it ends. */
function stream(base, seconds) {
  const child = spawn(
    process.execPath,
    [
      path.join(import.meta.dirname, 'beaconStream.mjs'),
      base,
      String(seconds),
      String(STEADY_RATE),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  return new Promise((resolve, reject) =>
    child.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`beacon stream exited ${code}`)),
    ),
  );
}

const visitors = (base, seconds = SECONDS) =>
  Promise.all([
    // Each stream its own moments, the same in every run (bench/pacedRequests.mjs).
    paced(base, freshLead, LEAD_RATE, seconds, LEAD_SEED),
    paced(base, pageView, PAGE_RATE, seconds, PAGE_SEED),
  ]);

/**
 * One run; `cpu`: the visitors' server's share of a core while they were timed. The stream goes
 * to `beaconBase` (the same server unless BENCH_PACED_BEACONS says otherwise); `receiverCpu`:
 * the share of a core the server it was sent to took meanwhile, when that is another one.
 */
async function once({ base, pid, beaconBase, beaconPid, logFile }, beside, seconds = SECONDS) {
  const timed = async () => {
    // The log is written after the answer: the last run's lines in before, this run's after.
    await sleep(LOG_LAG_MS);
    const logFrom = logEnd(logFile);
    const elsewhere = beaconPid !== pid;
    const cpuBefore = cpuSecondsOf(pid);
    const receiverBefore = elsewhere ? cpuSecondsOf(beaconPid) : 0;
    const [lead, page] = await visitors(base, seconds);
    const cpu = (cpuSecondsOf(pid) - cpuBefore) / seconds;
    const receiverCpu = elsewhere ? (cpuSecondsOf(beaconPid) - receiverBefore) / seconds : null;
    await sleep(LOG_LAG_MS);
    // The leads' own time in the server (bench/serverTimes.mjs), beside the client's timing.
    const serverLead = {
      sorted: logTimesSince(logFile, logFrom, leadRequest.method, leadRequest.path),
    };
    // A page's, only at BENCH_LOG_LEVEL=debug: at info the pages the cache repeats are counted
    // into a summary line, not logged one by one (server/http/requestLog.ts).
    const serverPage = {
      sorted: logTimesSince(logFile, logFrom, pageRequest.method, pageRequest.path),
    };
    return { beside, lead, page, serverLead, serverPage, cpu, receiverCpu };
  };
  if (!beside) return timed();
  const streamed = stream(beaconBase, Math.ceil(seconds + LEAD_IN + 1));
  await sleep(LEAD_IN * 1000);
  const result = await timed();
  const { perSecond, cpuShare } = await streamed;
  Object.assign(result, { stream: perSecond, streamCpu: cpuShare });
  // The buffer writes its last beacons within a second of the stream's end: not in the next run.
  await sleep(SETTLE_MS);
  return result;
}

/** One round on a new server over `dataDir`: warm-up, then alone and beside by turns. */
async function round(index, dataDir) {
  const loadBefore = os.loadavg()[0];
  const measure = async (servers) => {
    await run(servers.beaconBase, beacon, 2, 32); // warm-up: the day's salt, the row, the JIT
    // and one run beside the stream, not counted: with a shorter warm-up the first run of a round
    // was the slowest, so whichever side came first (ABAB or BABA) looked worse.
    await once(servers, true, 5);
    const order = index % 2 ? [true, false, true, false] : [false, true, false, true];
    const results = [];
    for (const beside of order) results.push(await once(servers, beside));
    return results;
  };
  const runs = await withServer(
    (base, pid, logFile) => {
      const elsewhere = (beaconBase, beaconPid) =>
        measure({ base, pid, beaconBase, beaconPid, logFile });
      if (BEACONS_TO === 'instance') return withServer(elsewhere);
      if (BEACONS_TO === 'control') return withConstantServer(CONTROL_ANSWERS, elsewhere);
      return elsewhere(base, pid);
    },
    { DATA_DIR: dataDir },
  );
  return { runs, order: index % 2 ? 'BABA' : 'ABAB', load: [loadBefore, os.loadavg()[0]] };
}

const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
const of = (runs, beside, what, p) =>
  runs.filter((r) => r.beside === beside).map((r) => r[what][p]);

/** A round's ratios: beside / alone (means of its two runs each) and alone / alone (2nd / 1st). */
function ratios({ runs }) {
  const figures = {};
  for (const what of ['lead', 'page'])
    for (const p of ['p50', 'p99']) {
      const alone = of(runs, false, what, p);
      figures[`${what} ${p}`] = {
        alone: mean(alone),
        beside: mean(of(runs, true, what, p)),
        ratio: mean(of(runs, true, what, p)) / mean(alone),
        noise: Math.max(...alone) / Math.min(...alone),
      };
    }
  return figures;
}

const roundLine = (result) => {
  const r = ratios(result);
  const parts = Object.entries(r).map(
    ([k, v]) => `${k} ${v.alone.toFixed(1)} -> ${v.beside.toFixed(1)} ms ${v.ratio.toFixed(2)}x`,
  );
  const streams = result.runs.filter((x) => x.beside).map((x) => x.stream);
  const failed = result.runs.reduce((n, x) => n + x.lead.failed + x.page.failed, 0);
  const late = Math.max(...result.runs.flatMap((x) => [x.lead.late, x.page.late]));
  const cpu = (beside) =>
    Math.round(100 * mean(result.runs.filter((x) => x.beside === beside).map((x) => x.cpu)));
  const streamCpu = Math.round(
    100 * mean(result.runs.filter((x) => x.beside).map((x) => x.streamCpu)),
  );
  return `${result.order}, load ${result.load.map((l) => l.toFixed(1)).join('-')}; ${parts.join('; ')}; stream ${streams.join(', ')}/s; ${failed} not 2xx; sends up to ${late.toFixed(0)} ms late; server CPU ${cpu(false)}% -> ${cpu(true)}% of a core, the stream's sender ${streamCpu}%`;
};

/** Every round: `[{ runs, load }, ...]`, each printed as it ends. */
export async function measurePaced() {
  // One DATA_DIR for every round, as PostgreSQL (DATABASE_URL) keeps one database: the first round
  // starts the server on nothing (it seeds the demo content), every later one restarts it on what
  // the rounds before left, as a site's server restarts. The two differ: after a restart V8's
  // allocation-site pretenuring sent a beacon's short-lived objects to the old space, until npm
  // start turned it off (docs/analytics.md, "A restart's heap").
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'lms-paced-'));
  const rounds = [];
  try {
    for (let i = 0; i < ROUNDS; i++) {
      rounds.push(await round(i, path.join(workDir, 'data')));
      console.log(`  paced round ${i + 1}: ${roundLine(rounds.at(-1))}`);
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  return rounds;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const spread = (values, unit = 'x') =>
  `${median(values).toFixed(2)}${unit} (${Math.min(...values).toFixed(2)}-${Math.max(...values).toFixed(2)})`;

const share = (runs, beside, key) =>
  `${Math.round(100 * median(runs.filter((r) => r.beside === beside).map((r) => r[key])))}%`;

/**
 * A figure's p99 over every timing of the set's runs of one kind, not a mean of runs' p99s: a run's
 * p99 is its second-slowest of 200, so one slow request moved a round's ratio by 2x. `order`
 * picks the alone runs that came first or second in their round, for the noise.
 */
function pooledP99(runs, what, beside, order) {
  const picked = runs.filter((r) => r.beside === beside);
  const chosen = order === undefined ? picked : picked.filter((_, i) => i % 2 === order);
  const all = chosen.flatMap((r) => r[what].sorted).sort((a, b) => a - b);
  return { ms: percentile(all, 0.99), count: all.length };
}

const FIGURE_NAMES = {
  lead: 'lead p99',
  page: 'page p99',
  serverLead: "lead p99 in the server (its request log's time)",
  serverPage: "page p99 in the server (its request log's time, BENCH_LOG_LEVEL=debug)",
};

function pooledRow(runs, what) {
  const alone = pooledP99(runs, what, false);
  const beside = pooledP99(runs, what, true);
  const [first, second] = [0, 1].map((order) => pooledP99(runs, what, false, order).ms);
  const noise = Math.max(first, second) / Math.min(first, second);
  return `| ${FIGURE_NAMES[what]}, every run pooled (${alone.count} / ${beside.count}) | ${alone.ms.toFixed(1)} -> ${beside.ms.toFixed(1)} ms | **${(beside.ms / alone.ms).toFixed(2)}x** | ${noise.toFixed(2)}x (each round's first alone runs against its second) |`;
}

export function pacedTable(rounds) {
  const all = rounds.map(ratios);
  const loads = rounds.flatMap((r) => r.load);
  const runs = rounds.flatMap((r) => r.runs);
  const rows = Object.keys(all[0]).map((key) => {
    const list = all.map((r) => r[key]);
    const ms = (side) => median(list.map((x) => x[side])).toFixed(1);
    return `| ${key} | ${ms('alone')} -> ${ms('beside')} ms | **${spread(list.map((x) => x.ratio))}** | ${spread(list.map((x) => x.noise))} |`;
  });
  return [
    `Leads ${LEAD_RATE}/s and GET / ${PAGE_RATE}/s, ${SECONDS} s a run, beside ${STEADY_RATE} beacons/s (${STREAM_SHAPE === 'even' ? 'sent evenly' : "autocannon's burst at each second's start"}${STREAM_TO[BEACONS_TO]}); ${rounds.length} rounds, load ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`,
    '',
    `| Figure | Alone -> beside (medians of rounds) | Beside / alone: median (range) | Alone / alone, higher / lower: median (range) |`,
    `| --- | --- | --- | --- |`,
    ...rows,
    ...['lead', 'page', 'serverLead', 'serverPage']
      .filter((what) => runs.every((r) => r[what].sorted.length > 0))
      .map((what) => pooledRow(runs, what)),
    '',
    `Server CPU while timed, share of a core (medians of runs): alone ${share(runs, false, 'cpu')}, beside ${share(runs, true, 'cpu')}; the stream's sender ${share(runs, true, 'streamCpu')}${runs[0].receiverCpu === null ? '' : `; the server the stream went to ${share(runs, true, 'receiverCpu')}`}`,
  ].join('\n');
}
