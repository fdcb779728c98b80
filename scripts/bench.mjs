// `npm run bench`: a report, not a test. Measures the landing route's JavaScript weight,
// Lighthouse mobile of / against its no-JS twin (scripts/lighthouse.mjs), and the API's
// throughput and latency on this machine (loopback only, bounded in count and time).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compareWithTwin, comparisonTable } from './lighthouse.mjs';

const root = path.resolve(import.meta.dirname, '..');
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });

if (!existsSync(path.join(root, 'dist/.vite/manifest.json'))) run('npm', ['run', 'build']);
console.log('\n## Page weight');
run(process.execPath, ['scripts/landing-weight.mjs']);
run(path.join(root, 'node_modules/.bin/tsx'), ['bench/leadDashboard.bench.ts']);

const port = 3900 + Math.floor(Math.random() * 90);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lms-bench-'));
const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'bench-password-1',
    LEAD_RATE_LIMIT: '1000000',
    LOG_LEVEL: 'silent',
  },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) return;
    } catch {
      // Not listening yet; try again shortly.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('The server did not start.');
}

/** Fires requests from `concurrency` loops for `seconds`, at most `limit` in all. */
async function load(name, makeRequest, { seconds = 5, concurrency = 16, limit = 20_000 } = {}) {
  const latencies = [];
  let failures = 0;
  const deadline = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < deadline && latencies.length + failures < limit) {
      const started = performance.now();
      const answer = await makeRequest().catch(() => null);
      if (answer?.ok) latencies.push(performance.now() - started);
      else failures++;
      await answer?.arrayBuffer().catch(() => {});
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]?.toFixed(1);
  console.log(
    `  ${name}: ${(latencies.length / elapsed).toFixed(0)} req/s, p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms, p99 ${pct(0.99)} ms, ${failures} failed`,
  );
}

try {
  await waitForServer();
  console.log('\n## Lighthouse: / against its no-JS twin');
  try {
    const comparison = await compareWithTwin({ base, staticDir: path.join(root, 'dist') });
    console.log(comparisonTable(comparison));
  } catch (error) {
    // Reported, not fatal: the API figures below still come.
    console.log(`  Lighthouse could not run here: ${error.message}`);
  }
  console.log(`\n## API on loopback (16 concurrent clients, 5 s each, ${os.cpus().length} cores)`);
  const post = (p, body) => () =>
    fetch(`${base}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
  await load('POST /api/teacherHomePage/getall', post('/api/teacherHomePage/getall'));
  await load('POST /api/clientSection/getall', post('/api/clientSection/getall'));
  let n = 0;
  await load('POST /api/leads/create', () =>
    post('/api/leads/create', {
      name: `Bench ${n++}`,
      email: 'bench@school.in',
      mobile: '9876543210',
      message: 'Benchmark lead',
    })(),
  );
  await load('GET / (the built app)', () => fetch(`${base}/`));
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
