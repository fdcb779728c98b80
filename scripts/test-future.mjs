// `npm run test:future -- <offset> [vitest args]`: the unit, dom and server tests as they will
// run on a later (or earlier) day, to find a test whose fixed date stops working as the calendar
// moves before CI finds it (docs/testing.md, "Days in fixtures"). The offset is libfaketime's:
// `+16d`, `+90d`, `-2h`. Every process the tests start (spawned servers, the CLIs) sees the same
// shifted clock; timers and timeouts keep the real one. PostgreSQL's clock cannot be shifted, so
// the run is on PGlite alone (TEST_DATABASE_URL is dropped), and Chromium under libfaketime never
// finishes a screenshot, so the stories and journeys are not run. Needs Debian's `faketime`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { unitProjectArgs } from './unitProjects.mjs';

const LIBFAKETIME = [
  '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1',
  '/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1',
].find((path) => existsSync(path));

const [offset, ...rest] = process.argv.slice(2);
const shiftMs = offset ? millisecondsOf(offset) : null;
if (shiftMs === null) {
  console.error(
    'test:future: give an offset first, e.g. `npm run test:future -- +90d` (s, m, h, d, y)',
  );
  process.exit(2);
}
if (!LIBFAKETIME) {
  console.error('test:future: libfaketime is not installed (Debian: apt-get install faketime)');
  process.exit(2);
}

const env = { ...process.env };
delete env.TEST_DATABASE_URL;
Object.assign(env, {
  LD_PRELOAD: LIBFAKETIME,
  FAKETIME: offset,
  // Timers, timeouts and performance.now() keep real time: only the calendar moves.
  FAKETIME_DONT_FAKE_MONOTONIC: '1',
});
console.log(
  `test:future: the clock moved ${offset} (${new Date(Date.now() + shiftMs).toISOString()})`,
);
const child = spawn(...command(rest), { env, stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

/** vitest's unit, dom and server projects, or those the arguments name. */
function command(args) {
  const vitest = resolve(import.meta.dirname, '..', 'node_modules', '.bin', 'vitest');
  const named = args.some((a) => a.startsWith('--project'));
  return [vitest, ['run', ...(named ? [] : unitProjectArgs()), ...args]];
}

/** libfaketime's offset (`+90d`, `-2h`, `+3600`) in milliseconds; null when it is not one. */
function millisecondsOf(text) {
  const match = /^([+-]\d+)([smhdy]?)$/.exec(text);
  if (!match) return null;
  const seconds = { '': 1, s: 1, m: 60, h: 3600, d: 86_400, y: 31_536_000 }[match[2]];
  return Number.parseInt(match[1], 10) * seconds * 1000;
}
