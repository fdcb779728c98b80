import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadWriter } from '../data/leadWriter';
import type { Database } from '../db/database';
import { pipelinedTransaction } from '../db/pipelinedTransaction';
import { sendNow } from '../db/sendNow';
import { contacts, leads } from '../db/schema';
import { databaseBackends, postgresBackend, TEST_DATABASE_URL } from './backends';

/** The database error under drizzle's wrapper (DrizzleQueryError keeps it as its cause). */
const causeOf = (error: unknown) => (error as { cause?: unknown }).cause ?? error;
const addContact = (id: string) => sql`INSERT INTO contacts (id) VALUES (${id})`;
const storedContacts = (database: Database, ids: string[]) =>
  database.db.select({ id: contacts.id }).from(contacts).where(inArray(contacts.id, ids));

describe.each(databaseBackends())('a pipelined transaction on $name', (backend) => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await backend.open());
  });
  afterAll(() => dispose());

  it('fails whole when a statement sent among others fails, and the database goes on', async () => {
    const ids = [randomUUID(), randomUUID()];
    const error = await pipelinedTransaction(database.db, sql`SELECT 1`, async (tx, commitNow) => {
      // Sent together, none awaited before the next: the middle one fails.
      await Promise.all([
        sendNow(tx.execute(addContact(ids[0]!))),
        sendNow(tx.execute(sql`SELECT 1 / 0`)),
        sendNow(tx.execute(addContact(ids[1]!))),
        commitNow(),
      ]);
    }).catch((e: unknown) => e);
    expect(causeOf(error)).toMatchObject({ code: '22012' }); // division_by_zero, the cause
    expect(await storedContacts(database, ids)).toEqual([]);
    const after = randomUUID();
    await pipelinedTransaction(database.db, sql`SELECT 1`, (tx) => tx.execute(addContact(after)));
    expect(await storedContacts(database, [after])).toEqual([{ id: after }]);
  });

  it('makes a nested transaction a savepoint', async () => {
    const [kept, undone] = [randomUUID(), randomUUID()];
    await pipelinedTransaction(database.db, sql`SELECT 1`, async (tx) => {
      await tx.execute(addContact(kept));
      await tx
        .transaction(async (inner) => {
          await inner.execute(addContact(undone));
          throw new Error('undo the inner one');
        })
        .catch(() => {});
    });
    expect(await storedContacts(database, [kept, undone])).toEqual([{ id: kept }]);
  });
});

/** A statement's first three words. */
const textOf = (statement: string) => statement.trim().split(/\s+/).slice(0, 3).join(' ');

/** The part of pg's connection a statement goes out through, and its answers come in on. */
interface Wire {
  parse(message: { text: string }): unknown;
  query(text: string): unknown;
  sync(): unknown;
  prependListener(event: 'readyForQuery', listener: () => void): unknown;
}

describe.skipIf(!TEST_DATABASE_URL)('pipelined on PostgreSQL', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  /**
   * The statements that went out on the wire while none was on its way (each one's answer is
   * its ReadyForQuery): before each of them, the connection waited for PostgreSQL.
   */
  const waits: string[] = [];
  beforeAll(async () => {
    ({ database, dispose } = await postgresBackend()!.open());
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const watched = new WeakSet<object>();
    pool.on('acquire', (client) => {
      const wire = (client as unknown as { connection: Wire }).connection;
      if (watched.has(wire)) return;
      watched.add(wire);
      let onItsWay = 0;
      let parsed = '';
      const out = (text: string) => {
        if (onItsWay === 0) waits.push(textOf(text));
        onItsWay += 1;
      };
      const { parse, query, sync } = wire;
      // An extended-protocol statement goes out as Parse ... Sync; a plain one as Query.
      wire.parse = (message) => ((parsed = message.text), parse.call(wire, message));
      wire.sync = () => (out(parsed), sync.call(wire));
      wire.query = (text) => (out(text), query.call(wire, text));
      // Heard before the client's own listener, which sends the next statement it holds back.
      wire.prependListener('readyForQuery', () => (onItsWay -= 1));
    });
  });
  afterAll(() => dispose());

  it('waits for the database twice: BEGIN with the lock and the reads, the writes with COMMIT', async () => {
    const store = leadWriter(database.db);
    const person = { name: 'Asha', email: 'asha@school.in', mobile: '9876543210', message: '' };
    waits.length = 0;
    const { row } = await store(person, randomUUID());
    // Before: BEGIN, the lock, the keys, the contacts, the contact's INSERT, the lead's, COMMIT.
    expect(waits).toEqual(['BEGIN', 'INSERT INTO contacts']);

    // Her second enquiry joins her contact: no contact to make, the lead's INSERT goes first.
    waits.length = 0;
    const again = await store({ ...person, message: 'Calling back' }, randomUUID());
    expect(waits).toEqual(['BEGIN', 'INSERT INTO leads']);
    const [stored] = await database.db.select().from(leads).where(eq(leads.id, again.row.id));
    expect(stored?.contactId).toBe(row.contactId);
    expect(row.contactId).toBeTruthy();
  });

  it('does not call a transaction committed when its COMMIT rolled it back', async () => {
    const id = randomUUID();
    const error = await pipelinedTransaction(database.db, sql`SELECT 1`, async (tx, commitNow) => {
      await sendNow(tx.execute(addContact(id)));
      // A failure the work hears and goes on from: the transaction is aborted all the same.
      await sendNow(tx.execute(sql`SELECT 1 / 0`)).catch(() => {});
      await commitNow();
    }).catch((e: unknown) => e);
    expect(String(error)).toContain('the transaction was rolled back');
    expect(await storedContacts(database, [id])).toEqual([]);
  });
});
