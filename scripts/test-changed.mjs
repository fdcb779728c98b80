// `npm run test:changed`: the tests of what the working tree changed, for a quick loop while
// working on one thing (docs/testing.md, "The quick loop"). Changed means: against HEAD (staged,
// unstaged and new files), or against the ref given with `--base <ref>` (e.g. `--base main` on a
// branch: what the branch changed too). It runs
//   1. vitest's unit, dom and server projects with `--changed`: the test files that import a
//      changed file, directly or not, and changed test files;
//   2. the story files of the changed components and pages: story files that changed, those
//      beside a changed file, and those that import from a changed file's folder (through
//      `npm run test:stories`, which builds Storybook only if a file it reads changed).
// Contracts, the provider, e2e, lint and types are not run: `npm test` runs everything.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { unitProjectArgs } from './unitProjects.mjs';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const baseAt = args.indexOf('--base');
const base = baseAt >= 0 ? args[baseAt + 1] : 'HEAD';
if (!base) throw new Error('test:changed: --base needs a ref, e.g. --base main');

const git = (...gitArgs) => {
  const run = spawnSync('git', gitArgs, { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git ${gitArgs.join(' ')}: ${run.stderr.trim()}`);
  return run.stdout.split('\n').filter(Boolean);
};
const changed = [
  ...new Set([
    ...git('diff', '--name-only', base),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
].filter((file) => existsSync(join(root, file)));

if (changed.length === 0) {
  console.log(`test:changed: nothing changed against ${base}`);
  process.exit(0);
}
console.log(`test:changed: ${changed.length} file(s) changed against ${base}`);

/** Every story file of the project (Storybook's globs in .storybook/main.ts). */
function* storyFiles(dir = root) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* storyFiles(full);
    else if (entry.name.endsWith('.stories.tsx')) yield relative(root, full);
  }
}

const storyRoots = ['src/', 'app/', 'stories/'];
const sourceDirs = new Set(
  changed
    .filter((file) => storyRoots.some((r) => file.startsWith(r)) && /\.(tsx?|css)$/.test(file))
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .map((file) => dirname(file)),
);
const stories = [
  ...storyFiles(join(root, 'src')),
  ...storyFiles(join(root, 'app')),
  ...storyFiles(join(root, 'stories')),
].filter((story) => {
  if (changed.includes(story) || sourceDirs.has(dirname(story))) return true;
  // A story that imports from a changed file's folder (a page story and the component it shows).
  const text = readFileSync(join(root, story), 'utf8');
  return [...sourceDirs].some((dir) => {
    const name = basename(dir);
    return new RegExp(`from '[^']*/${name}(/[^']*)?'`).test(text);
  });
});
if (changed.some((file) => file.startsWith('.storybook/')))
  console.log(
    'test:changed: .storybook/ changed, which every story goes through: `npm run test:stories` runs them all',
  );

const run = (script, scriptArgs) =>
  new Promise((done) => {
    const started = Date.now();
    console.log(`\ntest:changed: ${script} ${scriptArgs.join(' ')}`);
    const child = spawn(process.execPath, [script, ...scriptArgs], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code, signal) => {
      console.log(`test:changed: ${((Date.now() - started) / 1000).toFixed(1)} s`);
      done(code ?? (signal ? 1 : 0));
    });
  });

const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const results = [
  await run(vitest, ['run', ...unitProjectArgs(), `--changed=${base}`, '--passWithNoTests']),
];
if (stories.length > 0) results.push(await run(join(root, 'scripts', 'test-stories.mjs'), stories));
else console.log('test:changed: no story file shows a changed file');
process.exit(results.some((code) => code !== 0) ? 1 : 0);
