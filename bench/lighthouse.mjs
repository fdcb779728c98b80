// Lighthouse (mobile, its defaults: simulated slow 4G and a 4x slower CPU) of the landing page
// against its no-JS twin: the same server-rendered HTML with every <script> (and module
// preload) removed, written beside the build and served by the same server, so the two differ
// only in their JavaScript. Runs alternate (page, twin, page, twin, ...) and the medians are
// reported, with the JavaScript the page transferred before any interaction (as served, and the
// same files gzip'd). Used by bench/run.mjs; a report, not a test.
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { firstFramePresentedLate, LATE_AFTER_LOAD_MS } from './firstFrame.mjs';
import { mainThreadTime } from './mainThread.mjs';
import { tbtOnCpu } from './tbtOnCpu.mjs';

const TWIN_FILE = 'bench-no-js.html';
/** Figures that say in how many runs something happened: summed, not a median. */
const COUNTED = new Set(['lateFrame', 'lcpAtFirstPaint']);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The page's HTML without any script or module preload. */
export const withoutScripts = (html) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');

/** One Lighthouse run's figures, from its result and its trace; `tbt` from bench/tbtOnCpu.mjs. */
function figures(lhr, traceEvents, tbt) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    performance: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    bestPractices: lhr.categories['best-practices'].score * 100,
    seo: lhr.categories.seo.score * 100,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    // The same simulation with each of the page's tasks at its time on a CPU: the page's own
    // work, without the waits for a core that this machine's minute added (bench/tbtOnCpu.mjs).
    tbtOnCpu: tbt.onCpu,
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    jsBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    // Lighthouse's own score of this machine's CPU (higher is faster). Its 4x CPU slowdown is
    // applied whatever the score, so TBT and Speed Index grow on a slower machine with the same
    // page (the same code: 0 ms on 2026-12-04's machine, 142 ms on the next day's slower one).
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    scriptUrls: scripts.map((r) => r.url),
    // 1 when this run's first frame reached the screen late (bench/firstFrame.mjs): summed, not
    // a median, so the table says in how many runs Speed Index counted such a frame.
    lateFrame: firstFramePresentedLate(lhr) ? 1 : 0,
    // 1 when Lighthouse's simulated LCP is its simulated FCP. Its LCP is the mean of two graphs,
    // one of them every request that ended before the observed LCP: a first frame that happened
    // to come before the images below the fold had arrived leaves them out (about 0.91 s on the
    // demo's pages), one that came after takes them in (about 1.07-1.16 s). Which one a run gets
    // is the frame's timing, for the page and its twin alike (docs/performance.md).
    lcpAtFirstPaint: audit('largest-contentful-paint') <= audit('first-contentful-paint') ? 1 : 0,
    // The main thread by wall time and by time on a CPU (bench/mainThread.mjs): TBT is made of
    // wall time, so a run whose tasks waited (for a core, mostly) shows TBT the page did not
    // compute.
    ...(mainThreadTime(traceEvents ?? []) ?? { wallMs: NaN, cpuMs: NaN, longestCpuMs: NaN }),
  };
}

/** Bytes of `url` as sent with gzip (what a browser without brotli gets). */
async function gzipBytes(url) {
  const answer = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  const body = await answer.arrayBuffer();
  // fetch decodes; the header tells the sent size when the server knew it, else recompress.
  const length = Number(answer.headers.get('content-length'));
  if (answer.headers.get('content-encoding') === 'gzip' && length) return length;
  const { gzipSync } = await import('node:zlib');
  return gzipSync(Buffer.from(body), { level: 9 }).length;
}

/**
 * Runs Lighthouse `runs` times on `${base}${pagePath}` and on its twin, alternating; `staticDir`
 * is where the server serves the build from (the twin is written there for the run, then removed).
 */
export async function compareWithTwin({
  base,
  staticDir,
  runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5),
  pagePath = '/',
}) {
  // Checked first: a browser missing was an unhandled spawn error that left the server running.
  if (!existsSync(chromiumPath))
    throw new Error(
      `Lighthouse needs Debian's chromium at ${chromiumPath} (apt-get install chromium, as .ci/run does; or set CHROMIUM_PATH)`,
    );
  const html = await (await fetch(`${base}${pagePath}`)).text();
  const twinPath = path.join(staticDir, TWIN_FILE);
  writeFileSync(twinPath, withoutScripts(html));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumArgs.filter((flag) => flag !== '--headless'), '--headless=new'],
  });
  const results = { page: [], twin: [] };
  try {
    for (let i = 0; i < runs; i++) {
      for (const [name, url] of [
        ['page', `${base}${pagePath}`],
        ['twin', `${base}/${TWIN_FILE}`],
      ]) {
        const answer = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        if (!answer?.lhr) throw new Error(`Lighthouse gave no result for ${url}`);
        if (answer.lhr.runtimeError) throw new Error(answer.lhr.runtimeError.message);
        const tbt = await tbtOnCpu(answer.artifacts, answer.lhr.configSettings);
        // The recomputation is only worth reading if, from the unchanged trace, it gives the
        // run's own TBT.
        if (Math.abs(tbt.asRun - answer.lhr.audits['total-blocking-time'].numericValue) > 0.5)
          console.warn(`  TBT recomputed from ${url}'s trace (${tbt.asRun} ms) is not its own`);
        results[name].push(figures(answer.lhr, answer.artifacts?.Trace?.traceEvents, tbt));
      }
    }
  } finally {
    await chrome.kill();
    rmSync(twinPath, { force: true });
  }
  const summary = (list) => {
    const keys = Object.keys(list[0]).filter((key) => key !== 'scriptUrls');
    const sum = (values) => values.reduce((total, value) => total + value, 0);
    return Object.fromEntries(
      keys.map((key) => [key, (COUNTED.has(key) ? sum : median)(list.map((r) => r[key]))]),
    );
  };
  const page = summary(results.page);
  const twin = summary(results.twin);
  let jsGzip = 0;
  for (const url of results.page[0].scriptUrls) jsGzip += await gzipBytes(url);
  return { page, twin, jsGzip, runs, pagePath };
}

/** The comparison as a Markdown table (the one docs/performance.md carries). */
export function comparisonTable({ page, twin, jsGzip, runs, pagePath = '/' }) {
  const ms = (v) => `${(v / 1000).toFixed(2)} s`;
  const kb = (v) => `${(v / 1024).toFixed(1)} KB`;
  const onCpu = (r) =>
    `${r.wallMs.toFixed(0)} ms, ${r.cpuMs.toFixed(0)} ms (${((100 * r.cpuMs) / r.wallMs).toFixed(0)}%)`;
  const rows = [
    ['Performance', page.performance, twin.performance, '>= 99'],
    [
      'LCP',
      ms(page.lcp),
      ms(twin.lcp),
      `<= 1.5 s and <= 1.05x twin (${(page.lcp / twin.lcp).toFixed(2)}x)`,
    ],
    ['FCP', ms(page.fcp), ms(twin.fcp), ''],
    ['Speed Index', ms(page.si), ms(twin.si), ''],
    [
      'Runs whose first frame reached the screen late',
      `${page.lateFrame} of ${runs}`,
      `${twin.lateFrame} of ${runs}`,
      `over ${LATE_AFTER_LOAD_MS / 1000} s after load: Speed Index about 2.2 s (bench/firstFrame.mjs)`,
    ],
    [
      'Runs whose LCP was simulated at its first paint',
      `${page.lcpAtFirstPaint} of ${runs}`,
      `${twin.lcpAtFirstPaint} of ${runs}`,
      'LCP then about 0.9 s, else about 1.1 s: a twin so favoured sets a lower bar',
    ],
    ['TBT', `${page.tbt.toFixed(0)} ms`, `${twin.tbt.toFixed(0)} ms`, '<= 50 ms'],
    [
      'TBT with every task at its time on a CPU',
      `${page.tbtOnCpu.toFixed(0)} ms`,
      `${twin.tbtOnCpu.toFixed(0)} ms`,
      "the page's own work: the waits for a core taken out (bench/tbtOnCpu.mjs)",
    ],
    ['CLS', page.cls.toFixed(3), twin.cls.toFixed(3), '<= 0.01'],
    [
      'Main thread: tasks, of them on a CPU',
      onCpu(page),
      onCpu(twin),
      'TBT counts the wall time (bench/mainThread.mjs)',
    ],
    [
      'Longest task on a CPU',
      `${page.longestCpuMs.toFixed(1)} ms`,
      `${twin.longestCpuMs.toFixed(1)} ms`,
      'x4 over 50 ms is blocking',
    ],
    ['Accessibility', page.accessibility, twin.accessibility, '100'],
    ['Best practices', page.bestPractices, twin.bestPractices, '100'],
    ['SEO', page.seo, twin.seo, '100'],
    ['JS before interaction (as served)', kb(page.jsBytes), kb(twin.jsBytes), '<= 90 KB'],
    ['JS before interaction (gzip)', kb(jsGzip), '0.0 KB', ''],
  ];
  const index = median([page.benchmarkIndex, twin.benchmarkIndex]);
  const machine = Number.isFinite(index) ? Math.round(index) : 'unknown';
  return [
    `Lighthouse mobile, medians of ${runs} (page and twin alternating, one server); this machine's benchmarkIndex ${machine} (Lighthouse's CPU score, higher is faster):`,
    '',
    `| Metric | ${pagePath} | No-JS twin | Target |`,
    '| --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}
