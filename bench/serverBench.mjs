// The server's throughput, latency and memory for `npm run bench` (issue 11): autocannon on
// loopback, each run bounded in time and count, side by side with bare Fastify answering the same
// bytes as constants (bench/constantServer.mjs). Memory is read from /proc. A report, not a test.
import { spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { startEnv, startFlags } from '../scripts/startFlags.mjs';
import { memoryOf, sampleRss } from './processStats.mjs';

const root = path.resolve(import.meta.dirname, '..');
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
export const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 300);
// The mixed load runs this long before its growth is measured from: the first upload loads sharp
// (libvips) and the first thousands of leads fill the database's buffers, once per process.
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 60);
// Rounds of the constant and our route, alternating: this shared machine's speed drifts by tens of
// percent within a minute, so one run of each said more about the moment than about the server.
// Nine rounds of 5 s, not five of 8 s (the twelfth stop's rounds of one run ranged 0.67-1.06x):
// about the same time, with each pair of runs closer together. Odd rounds run in the reverse
// order, so a machine slowing down or speeding up through a round favours neither side
// (docs/performance.md, "The bench's rounds").
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
/** Each run of a side-by-side round. */
export const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 5);
export const CONNECTIONS = 16;
/** Each side's untimed run before the rounds. */
const WARM_UP_SECONDS = 3;
const ADMIN_PASSWORD = 'bench-password-1';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const RUNNING_AT = /running at (http:\/\/[\d.]+:\d+)/;

/**
 * Starts a server process; answers its pid, URL and a stop(). With `logFile`, its output (the
 * server's JSON log lines) goes to that file, as to journald or a container's log: read by the
 * bench process through a pipe, tens of thousands of lines a second would have taken the time
 * of the autocannon beside them.
 */
async function start(command, args, { cwd = root, env = {}, input, logFile } = {}) {
  const output = logFile ? openSync(logFile, 'a') : 'pipe';
  // What this start writes: a log file may hold an earlier start's lines.
  const from = logFile ? statSync(logFile).size : 0;
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['pipe', output, 'inherit'],
  });
  if (logFile) closeSync(output);
  if (input !== undefined) child.stdin.end(input);
  else child.stdin.end();
  let piped = '';
  child.stdout?.on('data', (chunk) => (piped += chunk));
  const said = () => (logFile ? readFileSync(logFile).subarray(from).toString() : piped);
  let poll;
  const url = await new Promise((resolve, reject) => {
    poll = setInterval(() => {
      const match = RUNNING_AT.exec(said());
      if (match) resolve(match[1]);
    }, 20);
    child.once('exit', (code) => {
      reject(new Error(`${args.join(' ')} exited (${code}): ${said().slice(-4000)}`));
    });
  }).finally(() => clearInterval(poll));
  const exited = new Promise((r) => child.once('exit', r));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  return { pid: child.pid, url, stop, child };
}

// BENCH_CPU_PROFILE=<dir>: the measured server writes a V8 CPU profile there when it stops (how
// the beacon's costs were found: docs/analytics.md, "Ingest").
const profiled = () =>
  process.env.BENCH_CPU_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
    : [];
// A baseline checkout runs as its own `npm start` ran it (its compiled server, its package.json's
// flags and settings) when it was built (`npm run build` there); an unbuilt one through tsx,
// without them, which is not like for like: a8d26f1 so ran at 2,040 leads a second where this
// checkout, compiled with them, ran at 1,071, and the same two by turns with the same flags were
// 6% apart (docs/performance.md, "How to measure").
export const compiledIn = (dir) => existsSync(path.join(dir, 'dist-server', 'main.js'));
const serverArgs = (dir) =>
  compiledIn(dir)
    ? [...startFlags(dir), ...(dir === root ? profiled() : []), 'dist-server/main.js']
    : ['--import', 'tsx', 'server/main.ts'];

const serverEnv = (dir, dataDir) => ({
  ...(compiledIn(dir) ? startEnv(dir) : {}),
  DATA_DIR: dataDir,
  // npm start's own level: a bench at `silent` measured a server that logs nothing, and at info
  // the server writes a line for each request it answers (docs/performance.md, "Request logs").
  // BENCH_LOG_LEVEL=debug also logs each page repeated from the content cache (at info counted
  // into a line a minute), so the paced part can read a page's time in the server too.
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  ADMIN_PASSWORD,
  LEAD_RATE_LIMIT: '100000000',
  LOGIN_RATE_LIMIT: '1000',
  // Every bench request comes from one address; the beacon's limit per address is lifted.
  ANALYTICS_RATE_LIMIT: '100000000',
});

/** A fresh directory for one measured server: its DATA_DIR and the file its log goes to. */
function benchDirectory() {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'lms-bench-'));
  return {
    workDir,
    dataDir: path.join(workDir, 'data'),
    logFile: path.join(workDir, 'server.log'),
  };
}

// The server closes a keep-alive connection after this many requests (server/http/limits.ts,
// maxRequestsPerSocket). Browsers and proxies honour its `Connection: close`; autocannon does not
// and sends on, so every later request on that connection was a 503 counted as our failure.
// Reconnecting as often as the server asks measures what real clients see.
export const REQUESTS_PER_CONNECTION = 1_000;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The constant route, the constant route with our answer's headers and ours in alternating
 * rounds, each round in the reverse order of the one before. Answers each one's median round (by
 * rate, with every round's failures counted) and the medians of our rounds' ratios to each
 * constant.
 */
async function sideBySide(constantOptions, headedOptions, ourOptions) {
  // Each side's code is compiled while it is first used: a first round without warm-up measured
  // the constant server's compiler more than its route (about 16,500/s, then 30,000/s).
  for (const options of [constantOptions, headedOptions, ourOptions]) {
    await cannon({ ...options, duration: WARM_UP_SECONDS });
  }
  const rounds = [];
  const sides = [
    ['constant', constantOptions],
    ['headed', headedOptions],
    ['ours', ourOptions],
  ];
  for (let i = 0; i < ROUNDS; i++) {
    const round = {};
    for (const [side, options] of i % 2 ? sides.toReversed() : sides) {
      round[side] = await cannon({ ...options, duration: ROUND_SECONDS });
    }
    rounds.push(round);
  }
  const middle = (side) => {
    const runs = rounds.map((round) => round[side]);
    const chosen = runs.find((run) => run.rps === median(runs.map((r) => r.rps)));
    const failed = runs.reduce((sum, run) => sum + run.failed, 0);
    const failures = runs
      .map((run) => run.failures)
      .filter(Boolean)
      .join('; ');
    return { ...chosen, failed, failures };
  };
  const ratios = rounds.map((round) => round.ours.rps / round.constant.rps);
  const headedRatios = rounds.map((round) => round.ours.rps / round.headed.rps);
  return {
    constant: middle('constant'),
    headed: middle('headed'),
    ours: {
      ...middle('ours'),
      ratio: median(ratios),
      ratios,
      headedRatio: median(headedRatios),
      headedRatios,
    },
  };
}

/** Runs autocannon; answers requests/s, latency percentiles and failures (by status code). */
async function cannon(options) {
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: SECONDS,
    // A bound on the count as well as the time (`amount` would replace the duration).
    maxOverallRequests: 2_000_000,
    reconnectRate: REQUESTS_PER_CONNECTION,
    ...options,
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${count}x${code}`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed,
    failures: [
      ...statuses,
      result.errors ? `${result.errors} errors` : '',
      result.timeouts ? `${result.timeouts} timeouts` : '',
    ]
      .filter(Boolean)
      .join(', '),
  };
}

const post = (url, body = {}) => ({
  url,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
export const LEAD = {
  name: 'Bench Lead',
  email: 'bench@school.in',
  mobile: '9876543210',
  message: 'Benchmark lead',
};

// Set by Node for each answer, or by the constant route itself: not part of what is recorded.
const PER_ANSWER = ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'];

/** Our answer as autocannon gets it (uncompressed): its body and its headers, less PER_ANSWER. */
async function answerOf(url, options = {}) {
  const answer = await fetch(url, {
    ...options,
    headers: { ...options.headers, 'accept-encoding': 'identity' },
  });
  const headers = Object.fromEntries(
    [...answer.headers].filter(([name]) => !PER_ANSWER.includes(name)),
  );
  return { body: await answer.text(), headers };
}

/** The first active client's id, for a read with a filter. */
async function firstClientId(url) {
  const list = await fetch(`${url}/api/clientSection/getall`, { method: 'POST' });
  return (await list.json()).data[0]?._id ?? 'no-client';
}

/**
 * The reads measured side by side with the constant route, as real clients send them: the sdk's
 * content read (JSON `{}`, as redaxios posts it), the spec's and curl's (a POST with no body), a
 * read with a filter (one client by id), and a browser's page view of /. Each constant sends the
 * bytes our server answered that request with.
 */
function readTargets(url, clientId) {
  const json = 'application/json; charset=utf-8';
  return [
    {
      label: 'POST /api/teacherHomePage/getall, JSON {} (the sdk)',
      request: post(`${url}/api/teacherHomePage/getall`),
      constant: { name: 'sdk-read', method: 'POST', type: json },
    },
    {
      label: 'POST /api/teacherHomePage/getall, no body (the spec, curl)',
      request: { url: `${url}/api/teacherHomePage/getall`, method: 'POST' },
      constant: { name: 'bare-read', method: 'POST', type: json },
    },
    {
      label: 'POST /api/clientSection/getall, a filter by id',
      request: post(`${url}/api/clientSection/getall`, { _id: clientId }),
      constant: { name: 'filtered-read', method: 'POST', type: json },
    },
    {
      label: 'GET / (server-rendered page)',
      request: { url: `${url}/`, method: 'GET' },
      constant: { name: 'page', method: 'GET', type: 'text/html; charset=utf-8' },
    },
  ];
}

/** Waits for the first answered GET / and answers how long it took from `since`. */
async function firstAnswer(url, since) {
  for (;;) {
    try {
      if ((await fetch(`${url}/`)).ok) return performance.now() - since;
    } catch {
      // Not listening yet.
    }
    await sleep(10);
  }
}

/** Signs in and answers an admin token. */
export async function signIn(url) {
  const answer = await fetch(`${url}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD, macAddress: 'bench' }),
  });
  const { token } = await answer.json();
  if (!token) throw new Error(`bench: the admin could not sign in (${answer.status})`);
  return token;
}

/** An admin editing a client: a new picture (multipart upload) every `everyMs`. */
function editLoop(url, token, everyMs) {
  let stopped = false;
  let edits = 0;
  let failed = 0;
  const loop = (async () => {
    const list = await fetch(`${url}/api/clientSection/getall`, { method: 'POST' });
    const id = (await list.json()).data[0]?._id;
    while (!stopped && id) {
      const colour = { r: edits % 255, g: 120, b: 200 };
      const png = await sharp({
        create: { width: 600, height: 300, channels: 3, background: colour },
      })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('clientSectionId', id);
      form.append('clientTitle', `Client edited ${edits}`);
      // A new picture brings its own alt text (docs/api.md).
      form.append('clientImgAlt', `Logo of client ${edits}`);
      form.append('clientImg', new Blob([png], { type: 'image/png' }), 'logo.png');
      const answer = await fetch(`${url}/api/clientSection/update`, {
        method: 'POST',
        headers: { 'x-admin-token': token },
        body: form,
      }).catch(() => null);
      if (answer?.ok) edits++;
      else failed++;
      await answer?.arrayBuffer();
      await sleep(everyMs);
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    return { edits, failed };
  };
}

/**
 * Measures one checkout's server (this one compiled, or another one as the baseline: compiled
 * when it was built, else through tsx; `serverArgs` above) and answers its figures.
 */
export async function benchServer(dir = root) {
  const { workDir, dataDir, logFile } = benchDirectory();
  const figures = {};
  try {
    const env = serverEnv(dir, dataDir);
    // First start: migrations and the demo content (pictures made with sharp).
    const cold = performance.now();
    const first = await start(process.execPath, serverArgs(dir), { cwd: dir, env, logFile });
    figures.coldStartMs = await firstAnswer(first.url, cold);
    figures.coldPeakMb = memoryOf(first.pid).peak;
    await first.stop();

    // Warm start: data and build in place, as after a deploy or a restart.
    const warm = performance.now();
    const server = await start(process.execPath, serverArgs(dir), { cwd: dir, env, logFile });
    figures.warmStartMs = await firstAnswer(server.url, warm);
    try {
      await sleep(5000);
      const idle = memoryOf(server.pid);
      figures.idleMb = idle.rss;
      figures.idleSplit = { anon: idle.anon, file: idle.file };
      const { url } = server;

      const targets = readTargets(url, await firstClientId(url));
      const answers = [];
      for (const target of targets) {
        const answer = await answerOf(target.request.url, target.request);
        answers.push({ ...target.constant, body: answer.body, headers: answer.headers });
      }
      const underLoad = await withConstantServer(answers, async (constantUrl) => {
        const sampler = sampleRss(server.pid);
        figures.reads = [];
        for (const target of targets) {
          const { name, method } = target.constant;
          const at = (path) => ({ ...target.request, url: `${constantUrl}/${path}`, method });
          const run = await sideBySide(at(name), at(`${name}-headed`), target.request);
          figures.reads.push({
            label: target.label,
            bytes: answers.find((a) => a.name === name).body.length,
            ...run,
          });
        }
        figures.leads = await cannon(post(`${url}/api/leads/create`, LEAD));
        return sampler;
      });
      figures.loadMb = underLoad();

      // Mixed load: visitors reading and viewing pages, leads, and an admin uploading pictures.
      const token = await signIn(url);
      await sleep(2000);
      figures.mixedStartMb = memoryOf(server.pid).rss;
      const mixed = sampleRss(server.pid, 1000);
      const stopEdits = editLoop(url, token, 1000);
      const duration = WARMUP_SECONDS + MIXED_SECONDS;
      const warm = setTimeout(() => {
        figures.mixedWarmMb = memoryOf(server.pid).rss;
      }, WARMUP_SECONDS * 1000);
      const [reads, pages, leads] = await Promise.all([
        cannon({
          ...post(`${url}/api/clientSection/getall`),
          duration,
          connections: 4,
          overallRate: 400,
        }),
        cannon({ url: `${url}/`, duration, connections: 4, overallRate: 200 }),
        cannon({
          ...post(`${url}/api/leads/create`, LEAD),
          duration,
          connections: 2,
          overallRate: 50,
        }),
      ]);
      clearTimeout(warm);
      figures.edits = await stopEdits();
      figures.mixedMaxMb = mixed();
      await sleep(2000);
      figures.mixedEndMb = memoryOf(server.pid).rss;
      figures.mixed = { reads, pages, leads };
      figures.peakMb = memoryOf(server.pid).peak;
    } finally {
      await server.stop();
    }
    figures.logBytes = statSync(logFile).size;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  return figures;
}

/**
 * Runs `work(url, pid)` against bench/constantServer.mjs serving `answers` (its own process, bare
 * Fastify answering fixed bytes): a server that does nothing with what it is sent.
 */
export async function withConstantServer(answers, work) {
  const constant = await start(process.execPath, ['bench/constantServer.mjs'], {
    input: JSON.stringify({ answers }),
  });
  try {
    return await work(constant.url, constant.pid);
  } finally {
    await constant.stop();
  }
}

/**
 * Runs `work(url, pid, logFile)` against `npm start`'s server (this checkout's compiled server, a
 * fresh DATA_DIR with demo content); `env` adds or changes its settings (TRUST_PROXY). `logFile`
 * is the server's output: its request log, a JSON line per answer.
 */
export async function withServer(work, env = {}) {
  const { workDir, dataDir, logFile } = benchDirectory();
  const server = await start(process.execPath, serverArgs(root), {
    env: { ...serverEnv(root, dataDir), ...env },
    logFile,
  });
  try {
    return await work(server.url, server.pid, logFile);
  } finally {
    await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}
