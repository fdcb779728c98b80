import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { insertLead, listLeads } from '../data/leads';
import { openDatabase } from '../db/database';
import type { Database, Db } from '../db/database';
import { sqlRows } from './backends';
import { call } from './requests';
import { seedMigratedDatabase } from './serverProcess';
import { startTestApp } from './testApp';

// PGlite on a thread of its own (server/db/pgliteThread.ts): the same answers as on the server's
// thread, and the server's thread free while a statement runs.

/** Statements whose answers cross the thread: dates kept as text, JSON, numbers, bytes, nulls. */
async function answers(db: Db) {
  await db.execute(
    sql`create table probe (id serial primary key, at timestamptz, day date, doc jsonb, big int8, bytes bytea, note text)`,
  );
  await db.execute(
    sql`insert into probe (at, day, doc, big, bytes, note) values ('2026-12-05 10:00:00+00', '2026-12-05', ${JSON.stringify({ a: [1, 'x'] })}, 9007199254740993, '\\x0102', null)`,
  );
  const rows = sqlRows(await db.execute(sql`select * from probe`));
  const committed = await db.transaction(async (tx) => {
    await tx.execute(sql`insert into probe (note) values ('committed')`);
    return 'returned';
  });
  const rolledBack = await db
    .transaction(async (tx) => {
      await tx.execute(sql`insert into probe (note) values ('rolled back')`);
      throw new Error('the work failed');
    })
    .catch((error: Error) => error.message);
  const notes = sqlRows(await db.execute(sql`select note from probe order by id`));
  const failed = await db.execute(sql`select * from no_such_table`).catch((error: Error) => {
    const cause = error.cause as { code?: string; message?: string };
    return { code: cause.code, message: cause.message };
  });
  return { rows, committed, rolledBack, notes, failed };
}

describe('PGlite on a thread of its own', () => {
  let threaded: Database;
  let onThisThread: Database;
  beforeAll(async () => {
    threaded = await openDatabase({ kind: 'pglite', dataDir: null, thread: 'worker' });
    onThisThread = await openDatabase({ kind: 'pglite', dataDir: null, thread: 'main' });
  });
  afterAll(async () => {
    await threaded.close();
    await onThisThread.close();
  });

  it('answers as PGlite on the server thread does', async () => {
    const there = await answers(threaded.db);
    expect(there).toEqual(await answers(onThisThread.db));
    expect(there.rows[0]).toMatchObject({ at: '2026-12-05 10:00:00+00', day: '2026-12-05' });
    expect(there.notes).toEqual([{ note: null }, { note: 'committed' }]);
    expect(there.failed).toMatchObject({
      code: '42P01',
      message: expect.stringMatching(/no_such_table/),
    });
  });

  it('keeps the server thread free while a statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    await threaded.db.execute(sql`select pg_sleep(0.3)`);
    clearInterval(timer);
    // On the server's thread, pg_sleep holds the event loop and no tick comes until it ends.
    expect(ticks).toBeGreaterThanOrEqual(10);
  });

  it('runs a statement sent during a transaction after the transaction ends', async () => {
    const order: string[] = [];
    await threaded.db.execute(sql`create table turns (step text)`);
    const transaction = threaded.db.transaction(async (tx) => {
      await tx.execute(sql`insert into turns values ('in the transaction')`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('transaction done');
    });
    const outside = threaded.db.execute(sql`select count(*)::int as n from turns`).then((r) => {
      order.push('outside answered');
      return sqlRows(r)[0]?.n;
    });
    await transaction;
    expect(await outside).toBe(1);
    expect(order).toEqual(['transaction done', 'outside answered']);
  });

  it('says the thread stopped to calls made after it closed', async () => {
    const closed = await openDatabase({ kind: 'pglite', dataDir: null, thread: 'worker' });
    await closed.close();
    await expect(closed.db.execute(sql`select 1`)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/database thread stopped/) },
    });
  });
});

describe('the server on a threaded PGlite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lms-pglite-thread-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves and keeps leads in a data directory on disk, readable after a restart', async () => {
    // The run's migrated data directory (pgliteDiskTemplate.ts), as a server's second start finds it.
    seedMigratedDatabase(dir);
    const dataDir = join(dir, 'pglite');
    const server = await startTestApp({ database: { kind: 'pglite', dataDir, thread: 'worker' } });
    const settings = sqlRows(
      await server.context.db.execute(sql`select current_setting('fsync') as fsync`),
    );
    expect(settings).toEqual([{ fsync: 'on' }]);
    const login = await call(server.app, '/api/admin/auth/login', {
      json: { username: 'admin', password: 'first-admin-password', macAddress: 'x' },
    });
    expect(login.status).toBe(200);
    const lead = {
      name: 'Thread',
      email: 'thread@example.com',
      mobile: '9000000000',
      message: 'm',
    };
    const row = await insertLead(server.context.db, lead);
    expect(row.createdAt).toBeInstanceOf(Date);
    await server.close();
    const reopened = await openDatabase({ kind: 'pglite', dataDir, thread: 'main' });
    const leads = await listLeads(reopened.db);
    await reopened.close();
    expect(leads.map((lead) => lead.email)).toContain('thread@example.com');
  });

  it('is what loadConfig chooses for PGlite unless PGLITE_THREAD=main', () => {
    const env = { ADMIN_PASSWORD: 'a long enough password' };
    expect(loadConfig(env, dir).database).toMatchObject({ kind: 'pglite', thread: 'worker' });
    expect(loadConfig({ ...env, PGLITE_THREAD: 'main' }, dir).database).toMatchObject({
      thread: 'main',
    });
    expect(() => loadConfig({ ...env, PGLITE_THREAD: 'both' }, dir)).toThrow(
      'PGLITE_THREAD must be worker or main, got "both"',
    );
  });
});
