// `npm test`: every suite, each as its own npm script. Runs them all, then fails if any failed, so
// one red suite does not hide the state of the others.
//
// Two suites run at once (TEST_PARALLEL, default: the machine's cores, at most 2), so the waits of
// one (a browser rendering, a journey waiting on the server's clock) are the other's CPU time; on
// the 2-core CI machine the whole run keeps both cores about 95% busy (docs/testing.md, "Time").
// The longest suites start first. Each suite's output is held and printed whole when it ends, so
// two suites never interleave their lines.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { failuresIn } from './failureLines.mjs';
import { suiteCounter } from './suiteCpu.mjs';

const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

// Longest first (docs/testing.md, "Time"); `after` waits for a suite that writes what it reads.
const plan = [
  { name: 'test:unit' },
  { name: 'test:e2e' },
  { name: 'test:stories' },
  { name: 'test:contracts' },
  // The provider replays the pacts the consumer tests just wrote.
  { name: 'test:provider', after: 'test:contracts' },
  { name: 'typecheck' },
  { name: 'lint' },
  { name: 'format:check' },
].filter(({ name }) => scripts[name]);

const parallel = Math.max(
  1,
  Number(process.env.TEST_PARALLEL) || Math.min(2, availableParallelism()),
);

// Tests send no usage metrics anywhere (Pact would; docs/security.md).
const env = {
  ...process.env,
  PACT_DO_NOT_TRACK: 'true',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
};

const seconds = (ms) => (ms / 1000).toFixed(1);
const runStarted = Date.now();

// How busy the machine's cores were over the run (summed over every core, whoever used them):
// near 100% says only less work makes `npm test` shorter; much less says the suites wait, and
// more parallel work would fill the gaps (docs/testing.md, "Time").
const cpuTimes = () =>
  cpus().reduce(
    (sum, { times }) => {
      const all = times.user + times.nice + times.sys + times.idle + times.irq;
      return { busy: sum.busy + all - times.idle, all: sum.all + all };
    },
    { busy: 0, all: 0 },
  );
const cpuAtStart = cpuTimes();

/** Runs one suite with its output held; prints it whole at the end. */
function runSuite(name) {
  return new Promise((done) => {
    const started = Date.now();
    const offset = seconds(started - runStarted);
    console.log(`--- started npm run ${name} (at ${offset}s)`);
    const chunks = [];
    // Where the machine allows it, the suite runs in a cgroup that counts its CPU, browsers too.
    const counter = suiteCounter(name);
    const npmRun = ['npm', 'run', '--silent', name];
    const [command, args] = counter ? counter.command(npmRun) : [npmRun[0], npmRun.slice(1)];
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) => {
      const ok = code === 0 && !signal;
      const took = seconds(Date.now() - started);
      const cpu = counter?.read() ?? null;
      counter?.remove();
      process.stdout.write(`\n=== npm run ${name} ===\n`);
      process.stdout.write(Buffer.concat(chunks));
      console.log(`=== ${ok ? 'PASS' : 'FAIL'} npm run ${name} (${took}s) ===`);
      const failures = ok ? [] : failuresIn(Buffer.concat(chunks).toString('utf8'));
      done({ name, ok, seconds: took, cpu, from: offset, failures });
    });
  });
}

const results = [];
const finished = new Set();
const waiting = [...plan];
const running = new Set();

await new Promise((allDone) => {
  const startNext = () => {
    while (running.size < parallel) {
      const index = waiting.findIndex((s) => !s.after || finished.has(s.after));
      if (index === -1) break;
      const [suite] = waiting.splice(index, 1);
      const run = runSuite(suite.name).then((result) => {
        results.push(result);
        finished.add(suite.name);
        running.delete(run);
        startNext();
      });
      running.add(run);
    }
    if (running.size === 0 && waiting.length === 0) allDone();
  };
  startNext();
});

console.log(`\n=== summary (${parallel} at a time) ===`);
const order = plan.map((s) => s.name);
results.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
for (const r of results) {
  const cpu = r.cpu === null ? '' : `, ${r.cpu} core-seconds`;
  console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name}  (${r.seconds}s${cpu}, started at ${r.from}s)`);
  for (const line of r.failures) console.log(`        ${line}`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
console.log(`total: ${seconds(Date.now() - runStarted)}s`);
const cpuAtEnd = cpuTimes();
const busy = (cpuAtEnd.busy - cpuAtStart.busy) / Math.max(1, cpuAtEnd.all - cpuAtStart.all);
console.log(`cpu: ${cpus().length} cores ${(busy * 100).toFixed(0)}% busy over the run`);
const counted = results.filter((r) => r.cpu !== null);
if (counted.length === results.length && counted.length > 0) {
  const sum = counted.reduce((total, r) => total + Number(r.cpu), 0);
  console.log(`suites' cpu: ${sum.toFixed(0)} core-seconds, every process counted`);
}
process.exit(failed === 0 ? 0 : 1);
