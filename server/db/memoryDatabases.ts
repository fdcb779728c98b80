import { existsSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { countCalls, countCallsOf } from './pgliteCalls';
import { pgliteExtensions, pgliteOptions } from './pgliteMemory';

/**
 * In-memory databases are the tests'. Each starts from a copy of a migrated database when the test
 * run made one (PGLITE_MEMORY_TEMPLATE, a PGlite dump written once by server/test/pgliteTemplate.ts):
 * initdb takes seconds every time, a copy loads in a fraction of that.
 *
 * The dump is read once per process and handed to PGlite as a TemplateDump: PGlite reads it with
 * `arrayBuffer()`, and Node's own Blob answers that by copying 64 KiB chunks one after another,
 * which cost more CPU than the rest of loading the copy (issue 48, docs/testing.md "Time").
 */
class TemplateDump extends Blob {
  readonly #dump: Uint8Array<ArrayBuffer>;
  constructor(dump: Uint8Array<ArrayBuffer>) {
    super([dump], { type: 'application/x-tar' });
    this.#dump = dump;
  }
  // One copy per database, so no database can change what the next one starts from.
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#dump.slice().buffer);
  }
}
let memoryTemplate: { file: string; dump: Blob } | null = null;
function memoryTemplateDump(): Blob | undefined {
  const file = process.env.PGLITE_MEMORY_TEMPLATE;
  if (!file || !existsSync(file)) return undefined;
  if (memoryTemplate?.file !== file)
    memoryTemplate = { file, dump: new TemplateDump(new Uint8Array(readFileSync(file))) };
  return memoryTemplate.dump;
}

/**
 * Everything a test could change in a database other than its rows: relations and their columns,
 * defaults, constraints, triggers, functions, schemas, roles, extensions, settings and applied
 * migrations. A database whose answer differs from the one it had when new is not used again.
 */
const SHAPE = `SELECT md5(string_agg(x, ',' ORDER BY x)) AS shape FROM (
  SELECT concat_ws(' ', 'c', n.nspname, c.relname, c.relkind, c.relnatts) AS x
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname !~ '^pg_(toast|temp)'
  UNION ALL SELECT concat_ws(' ', 'a', a.attrelid::regclass, a.attname, a.atttypid, a.attnotnull,
      pg_get_expr(d.adbin, d.adrelid))
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE a.attnum > 0 AND NOT a.attisdropped AND n.nspname NOT IN ('pg_catalog', 'information_schema')
      AND n.nspname !~ '^pg_(toast|temp)'
  UNION ALL SELECT concat_ws(' ', 'k', conrelid::regclass, conname, pg_get_constraintdef(oid))
    FROM pg_constraint WHERE conrelid <> 0
  UNION ALL SELECT concat_ws(' ', 't', tgrelid::regclass, tgname, tgenabled)
    FROM pg_trigger WHERE NOT tgisinternal
  UNION ALL SELECT concat_ws(' ', 'p', p.oid::regprocedure) FROM pg_proc p
    JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
  UNION ALL SELECT concat_ws(' ', 'n', nspname) FROM pg_namespace WHERE nspname !~ '^pg_(toast_)?temp'
  UNION ALL SELECT concat_ws(' ', 'r', rolname) FROM pg_roles
  UNION ALL SELECT concat_ws(' ', 'e', extname, extversion) FROM pg_extension
  UNION ALL SELECT concat_ws(' ', 'd', datname) FROM pg_database
  UNION ALL SELECT concat_ws(' ', 's', array_to_string(setconfig, ';')) FROM pg_db_role_setting
  UNION ALL SELECT concat_ws(' ', 'm', count(*)) FROM drizzle.__drizzle_migrations
) shape`;

const TABLES = `SELECT quote_ident(schemaname) || '.' || quote_ident(tablename) AS name
  FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema', 'drizzle')`;

interface Kept {
  client: PGlite;
  /** SHAPE's answer when the database was new. */
  shape: string;
  /** Its tables (the migrations' own left out): what a reset empties. */
  tables: string[];
}

/** Databases given back and emptied, waiting for the next test (a few: each holds its memory). */
const idle: Kept[] = [];
const MAX_IDLE = 2;
let made = 0;

/** How many in-memory databases this process has made (the rest were reused): for its tests. */
export const memoryDatabasesMade = () => made;

const shapeOf = async (client: PGlite) =>
  (await client.query<{ shape: string }>(SHAPE)).rows[0]!.shape;

/**
 * Empties a database given back and leaves its session as new; false when it cannot be used again
 * (closed, or its shape changed). Only the tables holding rows are emptied: a TRUNCATE makes new
 * files for every table it names, and most tests write to a few of the fifty.
 */
async function reset(kept: Kept): Promise<boolean> {
  const { client } = kept;
  try {
    if (client.closed) return false;
    // Session settings, prepared statements, temporary tables, advisory locks, LISTENs.
    await client.exec('DISCARD ALL');
    if ((await shapeOf(client)) !== kept.shape) return false;
    const probe = kept.tables
      .map((name) => `SELECT ${sqlString(name)} AS name WHERE EXISTS (SELECT 1 FROM ${name})`)
      .join(' UNION ALL ');
    const full = (await client.query<{ name: string }>(probe)).rows.map((row) => row.name);
    if (full.length > 0) await client.exec(`TRUNCATE ${full.join(', ')} RESTART IDENTITY CASCADE`);
    return true;
  } catch {
    return false;
  }
}

const sqlString = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * What a test's database is given: the instance as a handle of its own. Closing the handle gives
 * the instance back (emptied, for the next test) and makes the handle answer every call as a
 * closed PGlite does, so a test that closes its database to see the app fail still sees that.
 */
function lend(kept: Kept): PGlite {
  let closed = false;
  const giveBack = async () => {
    if (closed) return;
    closed = true;
    if (idle.length < MAX_IDLE && (await reset(kept))) idle.push(kept);
    else if (!kept.client.closed) await kept.client.close();
  };
  const handle = new Proxy(kept.client, {
    get(target, key) {
      if (key === 'close') return giveBack;
      if (key === 'closed') return closed || target.closed;
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        closed
          ? Promise.reject(new Error('PGlite is closed'))
          : (value as (...a: unknown[]) => unknown).apply(target, args);
    },
  });
  countCallsOf(handle, kept.client);
  return handle;
}

/**
 * An in-memory database for a test: one given back by an earlier test and emptied, else a new copy
 * of the template (`migrate` brings a new copy up to date). Without a template (a test run that
 * made none), a new PGlite from initdb, not reused. Reuse spares each database about 0.5 s of CPU
 * in a test run: unpacking the dump into PGlite's memory file system and starting PostgreSQL
 * (docs/testing.md, "Time").
 */
export async function openMemoryPglite(
  migrate: (client: PGlite) => Promise<void>,
): Promise<PGlite> {
  const reused = idle.pop();
  if (reused) return lend(reused);
  const template = memoryTemplateDump();
  made += 1;
  const client = new PGlite({
    ...pgliteOptions,
    extensions: pgliteExtensions,
    loadDataDir: template,
  });
  // Counted, so the beacon buffer's batch gives way to waiting requests (pgliteCalls.ts).
  countCalls(client);
  await migrate(client);
  if (!template) return client;
  const tables = (await client.query<{ name: string }>(TABLES)).rows.map((row) => row.name);
  return lend({ client, shape: await shapeOf(client), tables });
}
