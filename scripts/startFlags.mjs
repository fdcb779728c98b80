// The V8 flags `npm start` gives the server process. package.json's start script is their one
// home (npm cannot import a module); the bench and the e2e server read them from there, so what
// is measured and tested is what runs. Why these flags: docs/performance.md, "What holds the memory".
import { readFileSync } from 'node:fs';

/** The `--flags` between `node` and the script in package.json's start script. */
export function startFlags() {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  return pkg.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}
