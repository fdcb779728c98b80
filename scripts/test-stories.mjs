// `npm run test:stories` (and `npm run test:visual`): build Storybook, serve the static build on a
// free local port, run every story in Debian Chromium with @storybook/test-runner (play function,
// sideways-overflow check, comparison with its visual baseline, axe: .storybook/test-runner.ts),
// then stop the server and, if a picture changed, write test-results/visual/report.html.
// The exit code is the test runner's. The build is skipped when nothing it reads changed since
// the last one (a fingerprint of its inputs, scripts/buildStamp.mjs, kept in the build as
// .build-stamp): running the stories of one file again after changing only a baseline or a
// server file starts the browser at once. `--build` builds anyway; `--no-build` reuses whatever
// is built, stale or not. `--update` accepts the new pictures as baselines and removes the baselines of stories that no
// longer exist (not in the build's index). An update run, or `--record-shots`, also records which
// screenshot each passing picture matched (.storybook/visual/shotManifest.ts), so later runs match
// those bytes without reducing them to 256 colours. Other arguments go to test-storybook.
import { spawn } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join, normalize, relative, resolve } from 'node:path';
import { noBaseline } from '../.storybook/visual/exclusions.ts';
import { mergeShots, readManifest, writeManifest } from '../.storybook/visual/shotManifest.ts';
import { filesToRerun } from './storyReruns.mjs';
import { testChromiumPath } from './chromium.mjs';
import { browserVersion, recordedVersion, recordVersion, versionHint } from './baselineBrowser.mjs';
import { sourceStamp, STAMP_FILE, STORYBOOK_SKIP, STORYBOOK_SOURCES } from './buildStamp.mjs';
import {
  baselineDir,
  obsoleteBaselines,
  readCaptures,
  removeCaptureLog,
  writeVisualReport,
} from './visual-report.mjs';

const root = resolve(import.meta.dirname, '..');
// STORYBOOK_OUT builds and serves elsewhere, so two runs in one tree do not clean each other's build.
const outDir = resolve(root, process.env.STORYBOOK_OUT ?? 'storybook-static');
const require = createRequire(import.meta.url);
const ownFlags = new Set(['--build', '--no-build', '--update', '--record-shots']);
const args = process.argv.slice(2);
const update = args.includes('--update');
const passThrough = [
  ...args.filter((a) => !ownFlags.has(a)),
  ...(update ? ['--updateSnapshot'] : []),
];

const run = (bin, args) =>
  new Promise((done) => {
    // process.execPath is the Node 24 that runs this script (from the `node` devDependency).
    const child = spawn(process.execPath, [bin, ...args], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });

const binOf = (pkg, name) => {
  const manifest = require(`${pkg}/package.json`);
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[name];
  return join(root, 'node_modules', pkg, bin);
};

// The stories run in Debian's chromium-headless-shell (scripts/chromium.mjs): say so before a
// build, not after it with a launch error.
if (!browserVersion(testChromiumPath)) {
  console.error(
    `test:stories: no browser at ${testChromiumPath}: install Debian's chromium-headless-shell ` +
      '(apt-get install chromium chromium-headless-shell, README), or name one in TEST_CHROMIUM_PATH',
  );
  process.exit(1);
}

const stampFile = join(outDir, STAMP_FILE);
const stamp = sourceStamp(STORYBOOK_SOURCES, STORYBOOK_SKIP);
const builtStamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : null;
const current = builtStamp === stamp && existsSync(join(outDir, 'index.json'));
if (args.includes('--no-build')) {
  if (!current) console.log('test:stories: --no-build: the build may be older than its sources');
} else if (current && !args.includes('--build')) {
  console.log(`test:stories: ${outDir} is built from these sources; not building again`);
} else {
  // `--test`: Storybook's build for test runs, without what only a reader uses (the MDX docs
  // pages, autodocs, the props tables' docgen, source maps): the same 788 stories, about a third
  // of the build's CPU (docs/testing.md, "Time"). `npm run build-storybook` builds the full one.
  const built = await run(binOf('storybook', 'storybook'), [
    'build',
    '--test',
    '-o',
    outDir,
    '--quiet',
  ]);
  if (built !== 0) process.exit(built);
  writeFileSync(stampFile, `${stamp}\n`);
}

/** What storyFailuresReporter.mjs wrote: each failed file and its messages. */
const readFailures = () => {
  const file = process.env.STORY_FAILURES;
  return file && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
};

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  let file = normalize(join(outDir, path));
  if (!file.startsWith(outDir)) return void res.writeHead(403).end();
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) return void res.writeHead(404).end('not found');
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((ready) => server.listen(0, '127.0.0.1', ready));
const { port } = server.address();
console.log(`test:stories: serving storybook-static on http://127.0.0.1:${port}`);

// The stories' captures log under this run's name, so a second run at the same time keeps its own.
process.env.VISUAL_RUN = String(process.pid);
process.env.STORY_FAILURES = join(tmpdir(), `story-failures-${process.pid}.json`);
const testStorybook = (extra) =>
  run(binOf('@storybook/test-runner', 'test-storybook'), [
    '--url',
    `http://127.0.0.1:${port}`,
    ...extra,
  ]);
let code = await testStorybook(passThrough);
// A file whose page hung under load (it ran out of time) runs once more in a fresh browser; every
// other failure stands (scripts/storyReruns.mjs). The rerun must pass whole, and is said aloud.
const rerun = code !== 0 && !update ? filesToRerun(readFailures()) : [];
if (rerun.length) {
  const names = rerun.map((file) => relative(root, file));
  console.log(
    `test:stories: ${names.join(', ')} ran out of time (a page that hung under load); ` +
      'running only these once more in a fresh browser',
  );
  code = await testStorybook(names);
  console.log(
    `test:stories: the second run of ${names.join(', ')} ${code === 0 ? 'passed' : 'failed too'}`,
  );
}
rmSync(process.env.STORY_FAILURES, { force: true });
server.close();

const captures = readCaptures();
const obsolete = obsoleteBaselines(outDir);
if (update) {
  for (const file of obsolete) rmSync(join(baselineDir, file));
  if (obsolete.length)
    console.log(
      `test:visual: removed ${obsolete.length} baseline(s) of stories that no longer exist`,
    );
}
const count = (status) => captures.filter((c) => c.status === status).length;
console.log(
  `test:visual: ${captures.length} captures: ${count('matched')} matched, ${count('changed')} changed, ` +
    `${count('missing')} without a baseline, ${count('added')} added, ${count('updated')} updated`,
);
// A capture that was not its baseline's bytes is taken again (capture.ts). Most were within the
// tolerance and held still; one that changed between screenshots is named, so a story that does
// not hold still is seen and fixed, though it did not fail.
const retaken = captures.filter((c) => c.retakes);
const moved = retaken.filter((c) => c.moved);
if (retaken.length)
  console.log(
    `test:visual: ${retaken.length} capture(s) taken again, ${moved.length} of them moving between ` +
      `screenshots (test-results/visual/retaken/)${moved.length ? ': ' : ''}` +
      moved.map((c) => `${c.file} (${c.retakes + 1} screenshots)`).join(', '),
  );
// An update run (or `--record-shots`) keeps which screenshot each passing picture was judged
// against its baseline with, so the next runs match those bytes without reducing their colours.
if (update || args.includes('--record-shots')) {
  writeManifest(
    baselineDir,
    mergeShots(readManifest(baselineDir), captures, update ? obsolete : []),
  );
}
const known = count('matched') && captures.filter((c) => c.known).length;
if (known) console.log(`test:visual: ${known} of the matched captures were known screenshots`);
const running = browserVersion(testChromiumPath);
if (update && running) recordVersion(baselineDir, running);
const hint = count('changed') > 0 ? versionHint(recordedVersion(baselineDir), running) : null;
if (hint) console.log(`test:visual: ${hint}`);
const report = writeVisualReport(captures, noBaseline, update ? [] : obsolete);
if (report) console.log(`test:visual: review the changes in ${report}`);
removeCaptureLog();
process.exit(code);
