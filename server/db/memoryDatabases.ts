import { existsSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { emptyIfUnchanged, shapeWhenNew } from './databaseShape';
import type { NewShape } from './databaseShape';
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

interface Kept extends NewShape {
  client: PGlite;
}

/** Databases given back and emptied, waiting for the next test (a few: each holds its memory). */
const idle: Kept[] = [];
const MAX_IDLE = 2;
let made = 0;

/** How many in-memory databases this process has made (the rest were reused): for its tests. */
export const memoryDatabasesMade = () => made;

/**
 * Empties a database given back and leaves its session as new; false when it cannot be used again
 * (closed, or its shape changed). Only the tables holding rows are emptied (databaseShape.ts).
 */
async function reset(kept: Kept): Promise<boolean> {
  const { client } = kept;
  try {
    if (client.closed) return false;
    // Session settings, prepared statements, temporary tables, advisory locks, LISTENs.
    await client.exec('DISCARD ALL');
    return await emptyIfUnchanged((statement) => client.query(statement), kept);
  } catch {
    return false;
  }
}

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
  return lend({ client, ...(await shapeWhenNew((statement) => client.query(statement))) });
}
