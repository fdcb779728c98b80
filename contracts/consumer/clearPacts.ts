import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Pact merges into existing files; start each run clean so a removed interaction disappears. */
export default function clearPacts() {
  const dir = path.resolve(import.meta.dirname, '../pacts');
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(dir)) {
    if (file.endsWith('.json')) rmSync(path.join(dir, file));
  }
}
