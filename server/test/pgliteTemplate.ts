import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migratedMemoryDump } from '../db/database';

/**
 * Vitest globalSetup: one migrated in-memory PGlite, dumped to a file that every in-memory
 * database of the run starts from (server/db/database.ts reads PGLITE_MEMORY_TEMPLATE). initdb and
 * the migrations cost seconds per database (7-15 s each on a loaded 2-core machine); loading the
 * copy skips both. Each test still gets a database of its own.
 */
export default async function makePgliteTemplate(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'lms-pglite-template-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, await migratedMemoryDump());
  process.env.PGLITE_MEMORY_TEMPLATE = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
