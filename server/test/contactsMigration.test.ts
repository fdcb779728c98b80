import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../db/database';
import { pgliteExtensions } from '../db/pgliteMemory';
import { emptyPostgresDatabase, TEST_DATABASE_URL } from './backends';

// The contacts migration on a database that already holds leads (issue 38): the leads are
// grouped into contacts by their e-mail and mobile (transitively), spam joins none, and each
// lead's single note becomes the first note of its contact's timeline.

const TAG = 'contacts_owners_follow_ups';
type Journal = { entries: { tag: string }[] };

/** A copy of the migrations that stops before the contacts migration: the database before it. */
function migrationsBefore(): { folder: string; dispose: () => void } {
  const folder = mkdtempSync(join(tmpdir(), 'lms-migrations-before-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const path = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(path, 'utf8')) as Journal;
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(TAG));
  if (at < 0) throw new Error(`no migration ${TAG}`);
  writeFileSync(path, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return { folder, dispose: () => rmSync(folder, { recursive: true, force: true }) };
}

interface OldDatabase {
  /** Runs SQL; answers the rows. */
  query: <T>(text: string) => Promise<T[]>;
  /** Applies the remaining migrations, the contacts migration among them. */
  migrateRest: () => Promise<void>;
  close: () => Promise<void>;
}

async function pgliteBefore(before: string): Promise<OldDatabase> {
  const client = new PGlite({ extensions: pgliteExtensions });
  const db = drizzlePglite({ client, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder: before });
  return {
    query: async <T>(text: string) => (await client.query<T>(text)).rows,
    migrateRest: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

async function postgresBefore(url: string, before: string): Promise<OldDatabase> {
  const empty = await emptyPostgresDatabase(url);
  const client = new pg.Client({ connectionString: empty.url });
  await client.connect();
  const db = drizzlePg({ client, casing: 'snake_case' });
  await migratePg(db, { migrationsFolder: before });
  return {
    query: async <T>(text: string) => (await client.query(text)).rows as T[],
    migrateRest: () => migratePg(db, { migrationsFolder }),
    close: async () => {
      await client.end();
      await empty.drop();
    },
  };
}

const backends: { name: string; open: (before: string) => Promise<OldDatabase> }[] = [
  { name: 'PGlite', open: pgliteBefore },
  ...(TEST_DATABASE_URL
    ? [{ name: 'PostgreSQL', open: (before: string) => postgresBefore(TEST_DATABASE_URL!, before) }]
    : []),
];

const lead = (id: string, email: string, mobile: string, at: string, extra = '') =>
  `INSERT INTO leads (id, name, email, mobile, message, created_at${extra ? ', status, note' : ''})
   VALUES ('${id}', 'Name ${id}', '${email}', '${mobile}', 'Hello', '${at}'${extra})`;

describe.each(backends)('the contacts migration on $name', ({ open }) => {
  let before: ReturnType<typeof migrationsBefore>;
  let database: OldDatabase;
  type Row = { id: string; contact_id: string | null; email_key: string; mobile_key: string };
  let rows: Map<string, Row>;

  beforeAll(async () => {
    before = migrationsBefore();
    database = await open(before.folder);
    const seeds = [
      lead('a1', ' Asha@School.IN', '9876543210', '2026-01-05T10:00:00Z', `, 'new', 'Called once'`),
      lead('a2', 'asha@school.in', '9123456789', '2026-02-01T10:00:00Z'),
      // Shares only the mobile with a2, as typed with a trunk 0: the same contact, transitively.
      lead('a3', 'office@school.in', '09123456789', '2026-03-01T10:00:00Z'),
      lead('b1', 'ravi@example.in', '7000000001', '2026-01-01T10:00:00Z'),
      lead('s1', 'asha@school.in', '7000000009', '2026-04-01T10:00:00Z', `, 'spam', 'Bot'`),
      lead('c1', 'meera@example.in', '7000000002', '2026-01-02T10:00:00Z', `, 'closed', 'Old'`),
      // A chain whose ends share nothing, with ids that make the smallest label travel.
      lead('z4', 'e1@chain.in', '6000000001', '2026-05-01T10:00:00Z'),
      lead('z3', 'e2@chain.in', '6000000001', '2026-05-02T10:00:00Z'),
      lead('z2', 'e2@chain.in', '6000000002', '2026-05-03T10:00:00Z'),
      lead('z1', 'e3@chain.in', '6000000002', '2026-05-04T10:00:00Z'),
      `INSERT INTO audit_log (id, at, actor_id, actor_name, kind, action, target)
       VALUES ('au1', '2026-01-06T08:00:00Z', 'u-priya', 'priya', 'lead', 'status', 'a1'),
              ('au0', '2026-01-05T12:00:00Z', 'u-ravi', 'ravi', 'lead', 'note', 'a1')`,
    ];
    for (const seed of seeds) await database.query(seed);
    await database.migrateRest();
    const read = await database.query<Row>(
      'SELECT id, contact_id, email_key, mobile_key FROM leads',
    );
    rows = new Map(read.map((row) => [row.id, row]));
  });
  afterAll(async () => {
    await database?.close();
    before?.dispose();
  });

  const contactOf = (id: string) => rows.get(id)?.contact_id;

  it('gives every lead its keys: the e-mail trimmed and lower-cased, the ten digits', () => {
    expect(rows.get('a1')).toMatchObject({ email_key: 'asha@school.in', mobile_key: '9876543210' });
    expect(rows.get('a3')?.mobile_key).toBe('9123456789');
  });

  it('puts leads that share an e-mail or a mobile, transitively, in one contact', () => {
    expect(contactOf('a1')).toBeTruthy();
    expect([contactOf('a2'), contactOf('a3')]).toEqual([contactOf('a1'), contactOf('a1')]);
    expect(new Set(['z1', 'z2', 'z3', 'z4'].map(contactOf)).size).toBe(1);
    expect(new Set(['a1', 'b1', 'c1', 'z1'].map(contactOf)).size).toBe(4);
  });

  it('leaves spam out of every contact, and makes no contact without a lead', async () => {
    expect(contactOf('s1')).toBeNull();
    const [counted] = await database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM contacts',
    );
    expect(counted?.n).toBe(4);
    const [first] = await database.query<{ at: string }>(
      `SELECT created_at::text AS at FROM contacts WHERE id = '${contactOf('a2')}'`,
    );
    expect(new Date(first?.at ?? '').toISOString()).toBe('2026-01-05T10:00:00.000Z');
  });

  it('keeps each single note as the first note of the timeline, by its latest audited change', async () => {
    const notes = await database.query<{
      lead_id: string;
      contact_id: string;
      at: string;
      actor_name: string;
      text: string;
    }>(
      `SELECT lead_id, contact_id, at::text AS at, actor_name, text FROM contact_activity
       WHERE kind = 'note' ORDER BY lead_id`,
    );
    expect(notes.map(({ at, ...note }) => ({ ...note, at: new Date(at).toISOString() }))).toEqual([
      {
        lead_id: 'a1',
        contact_id: contactOf('a1'),
        at: '2026-01-06T08:00:00.000Z',
        actor_name: 'priya',
        text: 'Called once',
      },
      // Never audited (before issue 15): the enquiry's own time, by nobody known.
      {
        lead_id: 'c1',
        contact_id: contactOf('c1'),
        at: '2026-01-02T10:00:00.000Z',
        actor_name: '(unknown)',
        text: 'Old',
      },
    ]);
  });
});
