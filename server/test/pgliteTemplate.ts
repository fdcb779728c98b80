import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migratedMemoryDump } from '../db/database';
import { pgliteExtensions, pgliteOptions } from '../db/pgliteMemory';

/**
 * The migrated dump without PostgreSQL's template databases. initdb makes three databases of some
 * 7 MB and 300 files each; the app only ever uses `postgres` (PGlite's one connection), and nothing
 * here creates a database from a template. Every in-memory database unpacks the whole dump file
 * by file, so the two unused ones were half of each copy's bytes: 33 -> 16 MB, about 0.35 -> 0.2 s
 * of CPU per database (docs/testing.md, "Time").
 */
async function withoutTemplateDatabases(dump: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const client = new PGlite({
    ...pgliteOptions,
    extensions: pgliteExtensions,
    loadDataDir: new Blob([dump]),
  });
  try {
    for (const name of ['template0', 'template1']) {
      await client.exec(`ALTER DATABASE ${name} IS_TEMPLATE false`);
      await client.exec(`DROP DATABASE ${name}`);
    }
    await client.exec('CHECKPOINT');
    return new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
  } finally {
    await client.close();
  }
}

/**
 * Vitest globalSetup: one migrated in-memory PGlite, dumped to a file that every in-memory
 * database of the run starts from (server/db/database.ts reads PGLITE_MEMORY_TEMPLATE). initdb and
 * the migrations cost seconds per database (7-15 s each on a loaded 2-core machine); loading the
 * copy skips both. Each test still gets a database of its own.
 */
export default async function makePgliteTemplate(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'lms-pglite-template-'));
  const file = join(dir, 'migrated.tar');
  const dump = await migratedMemoryDump();
  writeFileSync(file, await withoutTemplateDatabases(new Uint8Array(dump)));
  process.env.PGLITE_MEMORY_TEMPLATE = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
