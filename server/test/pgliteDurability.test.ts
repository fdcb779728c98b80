import { existsSync, fsyncSync, mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLead, listLeads } from '../data/leads';
import { openDatabase } from '../db/database';
import { DurableNodeFS } from '../db/pgliteDurability';
import { pgliteExtensions, pgliteOptions } from '../db/pgliteMemory';
import * as schema from '../db/schema';
import { sqlRows } from './backends';
import { seedMigratedDatabase } from './serverProcess';

const root = mkdtempSync(join(tmpdir(), 'lms-pglite-durability-'));
const dataDir = join(root, 'pglite');
// A data directory as the server finds it: the run's migrated copy, made and closed once by
// openDatabase (server/test/pgliteDiskTemplate.ts) instead of an initdb and migrations here.
beforeAll(async () => {
  seedMigratedDatabase(root);
  // Without the run's copy (a globalSetup left out), openDatabase makes the directory itself.
  if (!existsSync(dataDir)) await (await openDatabase({ kind: 'pglite', dataDir })).close();
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const lead = { name: 'Asha', email: 'asha@example.com', mobile: '9876543210', message: 'Hi' };

// A power cut (not a killed process: durability.test.ts) loses what is only in the page cache.
// Until issue 33 PGlite ran with fsync off and its file system had no fsync at all.
describe('the embedded database syncs each commit to the disk', { timeout: 120_000 }, () => {
  it('runs PostgreSQL with fsync on and the WAL synced by fsync', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const show = async (name: string) =>
        sqlRows(await database.db.execute(sql.raw(`SHOW ${name}`)))[0]?.[name];
      expect(await show('fsync')).toBe('on');
      expect(await show('synchronous_commit')).toBe('on');
      expect(await show('wal_sync_method')).toBe('fsync');
    } finally {
      await database.close();
    }
  });

  it('answers a committed insert only after its WAL file was fsynced', async () => {
    const synced: string[] = [];
    // The real fsync, recorded on the way: which file each one flushed (Linux's /proc).
    const recordingSync = (fd: number) => {
      synced.push(readlinkSync(`/proc/self/fd/${fd}`));
      fsyncSync(fd);
    };
    const client = new PGlite({
      ...pgliteOptions,
      extensions: pgliteExtensions,
      dataDir,
      fs: new DurableNodeFS(dataDir, recordingSync),
    });
    const db = drizzle({ client, schema, casing: 'snake_case' });
    try {
      await client.waitReady;
      synced.length = 0;
      await insertLead(db, lead);
      expect(synced.some((path) => path.includes('/pg_wal/'))).toBe(true);
      expect((await listLeads(db)).map((row) => row.name)).toEqual(['Asha']);
    } finally {
      await client.close();
    }
  });
});
