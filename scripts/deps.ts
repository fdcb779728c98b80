// `npm run deps`: the production dependencies and how far behind each one is (docs/operations.md,
// "Dependencies"). A report, not a gate: it exits 0 whatever it finds.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { depsReport, formatTable } from './depsReport';
import type { OutdatedEntry } from './depsReport';

const root = path.resolve(import.meta.dirname, '..');
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const { dependencies = {} } = readJson(path.join(root, 'package.json')) as {
  dependencies?: Record<string, string>;
};

// npm outdated exits 1 when anything is outdated; its JSON on stdout is what counts.
const run = spawnSync('npm', ['outdated', '--json', ...Object.keys(dependencies)], {
  cwd: root,
  encoding: 'utf8',
});
let outdated: Record<string, OutdatedEntry>;
try {
  outdated = JSON.parse(run.stdout || '{}') as Record<string, OutdatedEntry>;
} catch {
  console.error(`npm outdated gave no readable answer:\n${run.stderr}`);
  process.exit(1);
}

const installed = (name: string) => {
  try {
    const pkg = readJson(path.join(root, 'node_modules', name, 'package.json')) as {
      version: string;
    };
    return pkg.version;
  } catch {
    return undefined;
  }
};

const rows = depsReport(dependencies, outdated, installed);
console.log(formatTable(rows));
const behind = rows.filter((row) => row.action !== 'up to date').length;
console.log(`\n${rows.length} production dependencies, ${behind} with a newer release.`);
