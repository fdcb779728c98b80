// The V8 flags and environment `npm start` gives the server process. package.json's start script
// is their one home (npm cannot import a module); the bench and the e2e server read them from
// there, so what is measured and tested is what runs. Why these: docs/performance.md, "What holds
// the memory".
import { readFileSync } from 'node:fs';

const startWords = () =>
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts.start.split(
    /\s+/,
  );

/** The `--flags` between `node` and the script in package.json's start script. */
export function startFlags() {
  return startWords().filter((word) => word.startsWith('--'));
}

/** The `NAME=value` settings the start script puts before `exec node`. */
export function startEnv() {
  const settings = [];
  for (const word of startWords()) {
    const setting = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(word);
    if (!setting) break;
    settings.push([setting[1], setting[2]]);
  }
  return Object.fromEntries(settings);
}
