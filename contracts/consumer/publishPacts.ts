import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PACT_DIR, PACT_WRITE_DIR } from './pactDirs';

/** Every pact file under `dir`, as paths relative to it (the webhook messages' are in a folder). */
const pactFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json'));

/** Whether every consumer file of `project` ran and passed, with no error outside a test. */
const everyFilePassed = (project: TestProject) => {
  const { state } = project.vitest;
  const files = state.getTestModules().filter((file) => file.project.name === project.name);
  return files.length > 0 && files.every((file) => file.ok()) && !state.getUnhandledErrors().length;
};

/**
 * The consumer run's global set-up: Pact merges into existing files, so each run writes into an
 * empty PACT_WRITE_DIR and a removed interaction disappears. Its teardown publishes what the run
 * wrote, and only when every consumer test passed: a failed interaction is not in the file its
 * run wrote, so publishing that file would drop it from the committed contract (a developer
 * could then commit the shortened pact, and the provider would no longer be held to it).
 */
export default function publishPacts(project: TestProject) {
  return stagePacts(PACT_WRITE_DIR, PACT_DIR, () => everyFilePassed(project));
}

/**
 * publishPacts with its two folders and its verdict named (publishPacts.test.ts runs it in
 * temporary ones). Publishing renames each finished file over the committed one (a rename is
 * atomic, so a reader sees the old file or the new, never half of one) and removes a committed
 * file the run no longer writes, in a folder it wrote to. When `passed()` says no, the committed
 * pacts stay as they were and what the run wrote is thrown away.
 */
export function stagePacts(writeDir: string, pactDir: string, passed: () => boolean) {
  rmSync(writeDir, { recursive: true, force: true });
  mkdirSync(writeDir, { recursive: true });
  return () => {
    if (!passed()) {
      console.warn('contracts: a consumer test failed, so the committed pacts are left unchanged');
      rmSync(writeDir, { recursive: true, force: true });
      return;
    }
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
