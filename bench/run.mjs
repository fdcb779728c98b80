// `npm run bench`: a report, not a test. Measures the landing route's JavaScript weight,
// Lighthouse mobile of / against its no-JS twin (bench/lighthouse.mjs), and the API's
// throughput and latency on this machine (loopback only, bounded in count and time).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
// BENCH_PARTS=server (or weight, dashboard, contacts, lighthouse, render, ingest, steady, paced, flood, taps, server, in a comma list) runs
// only those.
const parts = new Set(
  (process.env.BENCH_PARTS ?? 'weight,dashboard,contacts,lighthouse,render,taps,server').split(','),
);

if (!existsSync(path.join(root, 'dist/.vite/manifest.json'))) run('npm', ['run', 'build']);
// The server is measured as `npm start` runs it: compiled, from the current sources.
const { buildServer, serverBuildIsCurrent } = await import('../scripts/build-server.mjs');
if (!serverBuildIsCurrent()) await buildServer();
if (parts.has('weight')) {
  console.log('\n## Page weight');
  run(process.execPath, ['scripts/landing-weight.mjs']);
}
if (parts.has('dashboard'))
  run(path.join(root, 'node_modules/.bin/tsx'), ['bench/leadDashboard.bench.ts']);
// Contacts at 100,000 leads (issue 38), beside the dashboard on the same data.
if (parts.has('contacts'))
  run(path.join(root, 'node_modules/.bin/tsx'), ['bench/contacts.bench.ts']);

if (parts.has('lighthouse')) {
  // The landing page, and the demo's page built from blocks (issue 44 item 6: every page).
  console.log('\n## Lighthouse: / and /for-coaching-institutes against their no-JS twins');
  const { withServer } = await import('./serverBench.mjs');
  const { compareWithTwin, comparisonTable } = await import('./lighthouse.mjs');
  try {
    await withServer(async (base) => {
      for (const pagePath of ['/', '/for-coaching-institutes']) {
        const staticDir = path.join(root, 'dist');
        console.log(comparisonTable(await compareWithTwin({ base, staticDir, pagePath })));
      }
    });
  } catch (error) {
    // Reported, not fatal: the server figures below still come.
    console.log(`  Lighthouse could not run here: ${error.message}`);
  }
}
// A page of 40 blocks rendered on the server beside / (bench/pageRender.mjs, issue 44 item 6).
if (parts.has('render')) {
  console.log('\n## Server render: a page of 40 blocks beside /');
  const { withServer } = await import('./serverBench.mjs');
  const { measurePageRender, pageRenderTable } = await import('./pageRender.mjs');
  await withServer(async (base) => console.log(pageRenderTable(await measurePageRender(base))));
}
// Beacons at scale (bench/beaconIngest.mjs, issue 45 item 4): accepted and stored a second, and
// GET / beside a flood of them. Not in the default parts: BENCH_PARTS=ingest.
if (parts.has('ingest')) {
  console.log('\n## Beacons at scale (POST /api/analytics/beacon)');
  const { withServer } = await import('./serverBench.mjs');
  const { measureIngest, ingestTable } = await import('./beaconIngest.mjs');
  await withServer(async (base, pid) => console.log(ingestTable(await measureIngest(base, pid))));
}
// A lead and GET / alone and beside a steady beacon stream, in rounds, beside BENCH_BASELINE_DIR's
// server when given (bench/steadyBeside.mjs). Not in the default parts: BENCH_PARTS=steady.
if (parts.has('steady')) {
  console.log('\n## A lead and GET / beside a steady beacon stream, in rounds');
  const { measureSteady, steadyTable } = await import('./steadyBeside.mjs');
  console.log(steadyTable(await measureSteady(root, process.env.BENCH_BASELINE_DIR)));
}
// The same at a visitor's pace (bench/pacedBeside.mjs): part of `steady`, or alone as `paced`.
if (parts.has('steady') || parts.has('paced')) {
  console.log("\n## A lead and GET / at a visitor's pace beside the steady beacon stream");
  const { measurePaced, pacedTable } = await import('./pacedBeside.mjs');
  console.log(pacedTable(await measurePaced()));
}
// The abuse case from many addresses (bench/beaconFlood.mjs): the limit per address as set.
if (parts.has('ingest') || parts.has('flood')) {
  console.log('\n## Beacons from many addresses (X-Forwarded-For through a trusted proxy)');
  const { withServer } = await import('./serverBench.mjs');
  const { FLOOD_SERVER_ENV, floodTable, measureFlood } = await import('./beaconFlood.mjs');
  await withServer(
    async (base, pid) => console.log(floodTable(await measureFlood(base, pid))),
    FLOOD_SERVER_ENV,
  );
}
// Tap to lead form on a throttled phone (bench/leadTap.mjs): at first paint, on an idle page.
if (parts.has('taps')) {
  console.log('\n## The first tap on a call to action (412 px, mobile throttling)');
  const { withServer } = await import('./serverBench.mjs');
  const { measureLeadTaps, leadTapTable } = await import('./leadTap.mjs');
  try {
    await withServer(async (base) => console.log(leadTapTable(await measureLeadTaps({ base }))));
  } catch (error) {
    console.log(`  The taps could not be measured here: ${error.message}`);
  }
}
if (!parts.has('server')) process.exit(0);

// The server: content reads and GET / against the same bytes as constants, leads, memory, start
// time and five minutes of mixed load (bench/serverBench.mjs). BENCH_BASELINE_DIR=/path/to/an/old
// checkout measures that checkout's server the same way, side by side: compiled, with its own
// start flags, when it was built there (`npm run build`), else through tsx.
const {
  benchServer,
  compiledIn,
  CONNECTIONS,
  MIXED_SECONDS,
  ROUND_SECONDS,
  ROUNDS,
  SECONDS,
  WARMUP_SECONDS,
} = await import('./serverBench.mjs');
const ours = await benchServer();
const baselineDir = process.env.BENCH_BASELINE_DIR;
const baseline = baselineDir ? await benchServer(path.resolve(baselineDir)) : null;

const num = (n, digits = 0) => (n === undefined ? '' : Number(n).toFixed(digits));
const speed = (r) =>
  r
    ? `${num(r.rps)}/s, p99 ${num(r.p99)} ms${r.failed ? `, ${r.failed} failed (${r.failures})` : ''}`
    : '';
const ratio = (r) =>
  r?.ratio === undefined
    ? ''
    : `${r.ratio.toFixed(2)}x of constant, median of ${r.ratios.map((x) => x.toFixed(2)).join(', ')}`;
const change = (from, to) =>
  from === undefined || to === undefined
    ? ''
    : `${num(from)} -> ${num(to)} MB (${num(((to - from) / from) * 100, 1)}%)`;
// Information beside the target: our headers (security headers, ETag, cache rules, request id)
// cost Node about as much per answer as Fastify's routing does (docs/performance.md).
const headedRatio = (r) =>
  r?.headedRatio === undefined
    ? ''
    : `ours ${r.headedRatio.toFixed(2)}x of it, median of ${r.headedRatios.map((x) => x.toFixed(2)).join(', ')}`;
const mixed = (f) =>
  `reads ${speed(f.mixed.reads)}; pages ${speed(f.mixed.pages)}; leads ${speed(f.mixed.leads)}; ${f.edits.edits} uploads (${f.edits.failed} failed)`;
// Each read as a real client sends it, beside bare Fastify sending the same bytes (the target:
// at least 0.6x) and beside Fastify sending them with our headers (information).
const readRows = (f) =>
  (f.reads ?? []).flatMap((read) => [
    [`${read.label}: constant route (same ${num(read.bytes / 1000, 1)} KB)`, speed(read.constant)],
    [
      `${read.label}: constant with our headers`,
      `${speed(read.headed)} (${headedRatio(read.ours)})`,
    ],
    [`${read.label}: ours`, `${speed(read.ours)} (${ratio(read.ours)})`],
  ]);
const rows = (f) => [
  ...readRows(f),
  ['POST /api/leads/create', speed(f.leads)],
  [
    'RSS idle (5 s after a warm start)',
    `${num(f.idleMb)} MB${f.idleSplit ? ` (own ${num(f.idleSplit.anon)}, file pages ${num(f.idleSplit.file)})` : ''}`,
  ],
  ['RSS under the read and lead load (highest)', `${num(f.loadMb)} MB`],
  ['RSS peak of the run (VmHWM)', `${num(f.peakMb)} MB`],
  ['RSS peak of the first start (demo content)', `${num(f.coldPeakMb)} MB`],
  ['Warm start to first answered GET /', `${num(f.warmStartMs)} ms`],
  ['First start (migrate + demo content) to first answer', `${num(f.coldStartMs)} ms`],
  [`Mixed load: RSS from its start -> end`, change(f.mixedStartMb, f.mixedEndMb)],
  [
    `Mixed load ${MIXED_SECONDS}s after ${WARMUP_SECONDS}s: RSS -> end`,
    change(f.mixedWarmMb, f.mixedEndMb),
  ],
  [`Mixed load: highest RSS`, `${num(f.mixedMaxMb)} MB`],
  [`Mixed load ${WARMUP_SECONDS + MIXED_SECONDS}s: traffic`, mixed(f)],
  ['Server log written at LOG_LEVEL=info (the whole run)', `${num(f.logBytes / 1e6, 1)} MB`],
];
console.log(
  `\n## Server on loopback (autocannon, ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s runs of constant, constant with our headers and ours, each round in the reverse order of the last; leads ${SECONDS} s; ${CONNECTIONS} connections, ${os.cpus().length} cores, PGlite on disk)\n`,
);
const ourRows = rows(ours);
const baseRows = baseline ? rows(baseline) : null;
console.log(
  `| Measure | This checkout (compiled) |${baseline ? ` Baseline ${baselineDir} (${compiledIn(baselineDir) ? 'compiled, its own start flags' : 'tsx'}) |` : ''}`,
);
console.log(`| --- | --- |${baseline ? ' --- |' : ''}`);
ourRows.forEach(([name, value], i) =>
  console.log(`| ${name} | ${value} |${baseRows ? ` ${baseRows[i][1]} |` : ''}`),
);
