// Which Chromium drew the stories' baselines. Another version draws native form controls (a
// textarea's resize grip, a select's arrow) a few pixels differently, enough to fail captures
// that nothing in the project changed; so an update run writes the version beside the pictures,
// and a run with changed pictures in another version says so.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const BROWSER_FILE = 'chromium-version.txt';

/** `Chromium 156.0.8078.114 built on Debian…` -> `156.0.8078.114`, or null if it does not run. */
export function browserVersion(chromiumPath) {
  try {
    const out = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', stdio: 'pipe' });
    return /(\d+\.\d+\.\d+\.\d+)/.exec(out)?.[1] ?? null;
  } catch {
    return null;
  }
}

export const recordedVersion = (baselineDir) => {
  const file = join(baselineDir, BROWSER_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
};

export const recordVersion = (baselineDir, version) =>
  writeFileSync(join(baselineDir, BROWSER_FILE), `${version}\n`);

/** A hint when pictures changed and the browser is not the one that drew the baselines. */
export function versionHint(recorded, running) {
  if (!recorded || !running || recorded === running) return null;
  const major = (v) => v.split('.')[0];
  const how = major(recorded) === major(running) ? 'another build of' : 'another version of';
  return (
    `the baselines were drawn by Chromium ${recorded} and this run used ${running} (${how} ` +
    "it): install Debian's current chromium-headless-shell (apt-get install chromium " +
    'chromium-headless-shell), as .ci/run does, before ' +
    'taking these changes for real ones.'
  );
}
