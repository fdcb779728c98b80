// The V8 flags and environment `npm start` gives the server process. package.json's start script
// is their one home (npm cannot import a module); the bench and the e2e server read them from
// there, so what is measured and tested is what runs. Why these: docs/performance.md, "What holds
// the memory".
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SETTING = /^([A-Z_][A-Z0-9_]*)=(.*)$/;

/** package.json's start script; another checkout's when given its directory (the bench's baseline). */
export const startScript = (dir = ROOT) =>
  JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).scripts.start;

/** The `--flags` of a start script (`[NAME=value ...] exec node --flags script`). */
export const flagsOf = (script) => script.split(/\s+/).filter((word) => word.startsWith('--'));

/** The `NAME=value` settings a start script puts before its command. */
export function envOf(script) {
  const settings = [];
  for (const word of script.split(/\s+/)) {
    const setting = SETTING.exec(word);
    if (!setting) break;
    settings.push([setting[1], setting[2]]);
  }
  return Object.fromEntries(settings);
}

/** The `--flags` between `node` and the script in package.json's start script. */
export const startFlags = (dir) => flagsOf(startScript(dir));

/** The `NAME=value` settings package.json's start script puts before `exec node`. */
export const startEnv = (dir) => envOf(startScript(dir));
