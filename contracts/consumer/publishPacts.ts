import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PACT_DIR, PACT_WRITE_DIR } from './pactDirs';

/** Every pact file under `dir`, as paths relative to it (the webhook messages' are in a folder). */
const pactFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json'));

/**
 * The consumer run's global set-up: Pact merges into existing files, so each run writes into an
 * empty PACT_WRITE_DIR and a removed interaction disappears. Its teardown publishes what the run
 * wrote: each finished file is renamed over the committed one (a rename is atomic, so a reader
 * sees the old file or the new, never half of one), and a committed file the run no longer
 * writes, in a folder it wrote to, is removed.
 */
export default function publishPacts() {
  return stagePacts(PACT_WRITE_DIR, PACT_DIR);
}

/** publishPacts with its two folders named (publishPacts.test.ts runs it in temporary ones). */
export function stagePacts(writeDir: string, pactDir: string) {
  rmSync(writeDir, { recursive: true, force: true });
  mkdirSync(writeDir, { recursive: true });
  return () => {
    const written = pactFiles(writeDir);
    for (const file of written) {
      mkdirSync(path.dirname(path.join(pactDir, file)), { recursive: true });
      renameSync(path.join(writeDir, file), path.join(pactDir, file));
    }
    // Only in a folder the run wrote to: a run of one consumer file leaves the others' pacts.
    const folders = new Set(written.map((file) => path.dirname(file)));
    for (const file of pactFiles(pactDir))
      if (!written.includes(file) && folders.has(path.dirname(file)))
        rmSync(path.join(pactDir, file));
    rmSync(writeDir, { recursive: true, force: true });
  };
}
