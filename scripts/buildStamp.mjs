// The build's fingerprint: a SHA-256 over the path and bytes of every file the build reads
// (app/, src/, sdk/, the picker's pictures, package-lock.json). `npm run build` writes it to dist/.build-stamp (and the
// server's, from server/ and sdk/, to dist-server/.build-stamp);
// `npm start` rebuilds when the sources' fingerprint differs, so a `git pull` never serves an
// old dist/. Content, not timestamps: a checkout or copy that only touches mtimes does not rebuild.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// The page builder's picker shows the site blocks' baselines (src/console/PageBuilder/
// pageBuilderPictures.ts imports them): those pictures are sources too; every other baseline
// is only read by the tests.
const PICKER_PICTURES = 'stories/__visual__';
const NOT_A_PICKER_PICTURE = String.raw`__visual__/(?!site-blocks-[^/]*--default\.desktop\.png$)`;
const SOURCES = ['app', 'src', 'sdk', PICKER_PICTURES, 'package-lock.json'];
/** What the compiled server (dist-server/) is built from. */
export const SERVER_SOURCES = [
  'server',
  'sdk',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build-server.mjs',
];
const SKIP = new RegExp(String.raw`(\.test\.|\.stories\.|node_modules|${NOT_A_PICKER_PICTURE})`);

function* files(entry, skip) {
  const full = path.join(root, entry);
  let children;
  try {
    children = readdirSync(full, { withFileTypes: true });
  } catch {
    yield entry;
    return;
  }
  for (const child of children.sort((a, b) => a.name.localeCompare(b.name))) {
    const rel = path.join(entry, child.name);
    if (skip.test(rel)) continue;
    if (child.isDirectory()) yield* files(rel, skip);
    else yield rel;
  }
}

/**
 * What a Storybook build reads: its config, every story and what they import, MDX docs, the
 * static files it copies, and the installed packages (test results and baselines are not read).
 */
export const STORYBOOK_SOURCES = [
  '.storybook',
  'app',
  'src',
  'sdk',
  'stories',
  'public',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];
// The test runner's own files (test-runner.ts, visual/) run in Node beside the browser: not built.
export const STORYBOOK_SKIP = new RegExp(
  String.raw`(\.test\.|${NOT_A_PICKER_PICTURE}|node_modules|test-runner\.ts|\.storybook/visual)`,
);

/** The fingerprint of the current sources (the web app's unless others are named). */
export function sourceStamp(sources = SOURCES, skip = SKIP) {
  const hash = createHash('sha256');
  for (const source of sources) {
    for (const file of files(source, skip)) {
      hash.update(file).update('\0');
      try {
        hash.update(readFileSync(path.join(root, file)));
      } catch {
        hash.update('missing');
      }
    }
  }
  return hash.digest('hex');
}

export const STAMP_FILE = '.build-stamp';
