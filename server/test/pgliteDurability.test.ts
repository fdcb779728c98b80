import {
  existsSync,
  fsyncSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
} from 'node:fs';
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
import { CHECKPOINT_WAL_BYTES, checkpointWhenDue, walSinceCheckpoint } from '../jobs/walCheckpoint';
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
const walDir = join(dataDir, 'pg_wal');
/** The WAL segment files (24 hex digits; not archive_status and the like). */
const walSegments = () => readdirSync(walDir).filter((name) => /^[0-9A-F]{24}$/.test(name));

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

  // Zero-filling a new 16 MB segment held the event loop 80-125 ms on PGlite (pgliteMemory.ts).
  // Recycled segments (renamed after a checkpoint, up to min_wal_size) are whole files either
  // way, so the test switches segments more times than those can cover and looks for new ones.
  it('makes a new WAL segment without writing 16 MB of zeros', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const before = new Set(walSegments());
      for (let i = 0; i < 8; i++) {
        await database.db.execute(sql`SELECT pg_switch_wal()`);
        await insertLead(database.db, { ...lead, name: `Asha ${i}` });
      }
      const made = walSegments().filter((name) => !before.has(name));
      const allocated = made.map((name) => statSync(join(walDir, name)).blocks * 512);
      expect(made.length).toBeGreaterThan(0);
      expect(Math.min(...allocated)).toBeLessThan(1024 * 1024);
    } finally {
      await database.close();
    }
  });
});

// PGlite has no checkpointer process: without the job, pg_wal grew by every write until the
// server closed, and a crash replayed all of it at the next start (jobs/walCheckpoint.ts).
describe('the embedded database checkpoints when its WAL has grown', { timeout: 120_000 }, () => {
  it('checkpoints once 64 MB of WAL were written, and pg_wal stops growing', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    // Each switch ends a 16 MB segment: five of them with a lead in each are over 64 MB.
    const writeFiveSegments = async (round: number) => {
      for (let i = 0; i < 5; i++) {
        await database.db.execute(sql`SELECT pg_switch_wal()`);
        await insertLead(database.db, { ...lead, name: `Ravi ${round}.${i}` });
      }
    };
    try {
      expect(await checkpointWhenDue(database.db)).toBe(false);
      const counts: number[] = [];
      for (let round = 0; round < 3; round++) {
        await writeFiveSegments(round);
        expect(await walSinceCheckpoint(database.db)).toBeGreaterThan(CHECKPOINT_WAL_BYTES);
        expect(await checkpointWhenDue(database.db)).toBe(true);
        // What a crash would replay now: the checkpoint's own record.
        expect(await walSinceCheckpoint(database.db)).toBeLessThan(1024 * 1024);
        expect(await checkpointWhenDue(database.db)).toBe(false);
        counts.push(walSegments().length);
      }
      // The old segments are renamed for reuse: three rounds of writes hold no more than one.
      expect(counts[2]).toBeLessThanOrEqual(counts[0]!);
    } finally {
      await database.close();
    }
  });
});
