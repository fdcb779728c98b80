// The vitest projects `npm run test:unit` runs, read from its script in package.json (their one
// home), for the scripts that run the same tests another way (test-changed.mjs, test-future.mjs).
import { readFileSync } from 'node:fs';

const PACKAGE = new URL('../package.json', import.meta.url);

/** The `--project <name>` arguments of a vitest command line. */
export const projectArgsOf = (script) =>
  [...script.matchAll(/--project[\s=]+(\S+)/g)].flatMap(([, name]) => ['--project', name]);

/** `--project` arguments naming every project of `npm run test:unit`. */
export const unitProjectArgs = () =>
  projectArgsOf(JSON.parse(readFileSync(PACKAGE, 'utf8')).scripts['test:unit']);
