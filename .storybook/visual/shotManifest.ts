// Which browser screenshot each baseline was found to match (stories/__visual__/screenshots.json).
// Reducing a screenshot to a baseline's 256-colour form costs about a quarter of a second of CPU
// (libimagequant and zlib on a full page), more than the rest of a capture on the Node side; a
// screenshot whose bytes are one already judged against the same baseline needs no second
// judgement. An entry is `<screenshot hash>:<baseline hash>`, so a baseline redrawn or edited by
// hand invalidates it, and another browser's screenshot (other bytes) is compared as before.
// Some captures are drawn with bytes that differ from run to run while their pixels stay within
// the tolerance (the console's forms after a play function, mostly), so a picture keeps the last
// few screenshots judged against its baseline, newest first, separated by spaces.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const MANIFEST_FILE = 'screenshots.json';

/** A short, collision-safe-enough fingerprint of bytes (96 bits of SHA-256). */
export const fingerprint = (bytes: Uint8Array) =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 24);

export const manifestEntry = (screenshot: Uint8Array, baseline: Uint8Array) =>
  `${fingerprint(screenshot)}:${fingerprint(baseline)}`;

/** Picture file -> `<screenshot hash>:<baseline hash>`, up to MAX_SHOTS of them. */
export type ShotManifest = Record<string, string>;

/** How many screenshots a picture keeps: enough for the variants seen in a few runs. */
export const MAX_SHOTS = 4;

/** Whether `entry` (manifestEntry) is one the picture's manifest value holds. */
export const isKnownShot = (value: string | undefined, entry: string) =>
  value?.split(' ').includes(entry) ?? false;

const baselineOf = (entry: string) => entry.split(':')[1];

/** The value after a passing capture: its entry first, then those of the same baseline. */
function withShot(value: string | undefined, entry: string): string {
  const same = (value?.split(' ') ?? []).filter(
    (known) => known !== entry && baselineOf(known) === baselineOf(entry),
  );
  return [entry, ...same].slice(0, MAX_SHOTS).join(' ');
}

export function readManifest(baselineDir: string): ShotManifest {
  const file = join(baselineDir, MANIFEST_FILE);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/**
 * The manifest after a run: each capture that passed and names its entry (`shot`) puts it first
 * among its picture's screenshots, dropping those of another baseline and the oldest past
 * MAX_SHOTS; pictures whose baseline was removed lose theirs. Keys sorted, so a run that changes
 * nothing writes the same file.
 */
export function mergeShots(
  manifest: ShotManifest,
  captures: readonly { file: string; status: string; shot?: string }[],
  removedFiles: readonly string[] = [],
): ShotManifest {
  const next = { ...manifest };
  for (const capture of captures) {
    if (capture.shot && ['matched', 'added', 'updated'].includes(capture.status)) {
      next[capture.file] = withShot(next[capture.file], capture.shot);
    }
  }
  for (const file of removedFiles) delete next[file];
  return Object.fromEntries(Object.entries(next).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export function writeManifest(baselineDir: string, manifest: ShotManifest) {
  writeFileSync(join(baselineDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}
