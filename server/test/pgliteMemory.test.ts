import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { sqlRows } from './backends';
import { seedMigratedDatabase } from './serverProcess';

const root = mkdtempSync(join(tmpdir(), 'lms-pglite-memory-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const MB = 1024 * 1024;

// docs/performance.md, "What holds the memory": WebAssembly memory only grows, so where initdb
// runs and how many buffers PostgreSQL keeps decide the embedded database's resident size.
describe('the embedded database keeps its memory small', { timeout: 120_000 }, () => {
  it('creates a new data directory outside this process and opens it with 4 MB of buffers and room for 10 connections', async () => {
    const before = process.memoryUsage().external;
    const database = await openDatabase({ kind: 'pglite', dataDir: join(root, 'pglite') });
    try {
      const shown = sqlRows(await database.db.execute(sql`SHOW shared_buffers`));
      expect(shown[0]?.shared_buffers).toBe('4MB');
      const connections = sqlRows(await database.db.execute(sql`SHOW max_connections`));
      expect(connections[0]?.max_connections).toBe('10');
      // initdb grows PGlite's WebAssembly memory past 450 MB and never gives it back; opened after
      // a child process made the directory, the memory stays at its 128 MB start plus a little.
      const grown = process.memoryUsage().external - before;
      expect(grown).toBeLessThan(250 * MB);
    } finally {
      await database.close();
    }
  });

  it('opens an existing data directory again with its data', async () => {
    // Starts from the run's migrated copy: the test above already makes one from nothing.
    seedMigratedDatabase(join(root, 'again'));
    const dataDir = join(root, 'again', 'pglite');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.db.execute(sql`CREATE TABLE kept (v text)`);
    await first.db.execute(sql`INSERT INTO kept VALUES ('still here')`);
    await first.close();
    const second = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(sqlRows(await second.db.execute(sql`SELECT v FROM kept`))).toEqual([
        { v: 'still here' },
      ]);
    } finally {
      await second.close();
    }
  });
});
