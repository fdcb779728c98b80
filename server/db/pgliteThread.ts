// The thread PGlite runs on (a worker_threads Worker started by pgliteThreadClient.ts). PGlite is
// PostgreSQL compiled to WebAssembly, and a statement runs on the thread that called it: on the
// server's own thread every write held up every request waiting behind it (docs/analytics.md,
// "The database on a thread of its own"). Here it gets a thread, and the server only waits for
// its answers.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import { DurableNodeFS } from './pgliteDurability';
import { errorAsData } from './pgliteThreadProtocol';
import type {
  PgliteThreadStart,
  ThreadAnswer,
  ThreadCall,
  ThreadReady,
} from './pgliteThreadProtocol';

const port = parentPort!;
const start = workerData as PgliteThreadStart;

/** Keeps the text of the named types as PostgreSQL sent it (drizzle's parsers, as data). */
const textParsers = (types: number[]) =>
  Object.fromEntries(types.map((type) => [type, (value: string) => value]));

/** A dump PGlite reads whole (Node's Blob answers arrayBuffer() in 64 KiB copies: database.ts). */
function dumpOf(file: string): Blob {
  const bytes = new Uint8Array(readFileSync(file));
  return Object.assign(new Blob([]), { arrayBuffer: () => Promise.resolve(bytes.buffer) });
}

function openClient(): PGlite {
  const options = { startParams: start.startParams };
  if (start.dataDir)
    return new PGlite({ ...options, dataDir: start.dataDir, fs: new DurableNodeFS(start.dataDir) });
  return new PGlite({
    ...options,
    loadDataDir: start.memoryTemplate ? dumpOf(start.memoryTemplate) : undefined,
  });
}

const client = openClient();
/** Open transactions by number: each waits in PGlite's transaction() until its end is called. */
const open = new Map<
  number,
  { tx: Transaction; finish: (commit: boolean) => void; done: Promise<void> }
>();
let nextTransaction = 1;

function begin(): Promise<number> {
  return new Promise((resolveBegun, rejectBegun) => {
    const number = nextTransaction++;
    let finish: (commit: boolean) => void = () => {};
    const ended = new Promise<boolean>((resolve) => (finish = resolve));
    const done = client
      .transaction(async (tx) => {
        open.set(number, { tx, finish, done });
        resolveBegun(number);
        // A rollback is asked for by throwing: PGlite then rolls back and rethrows, caught below.
        if (!(await ended)) throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    // A BEGIN that failed never reached the callback.
    done.catch(rejectBegun);
  });
}

class RolledBack extends Error {}

async function end(number: number, commit: boolean): Promise<void> {
  const transaction = open.get(number);
  if (!transaction) throw new Error(`transaction ${number} is not open`);
  open.delete(number);
  transaction.finish(commit);
  await transaction.done;
}

async function run(call: ThreadCall): Promise<unknown> {
  const target = call.tx === undefined ? client : open.get(call.tx)?.tx;
  if (!target) throw new Error(`transaction ${call.tx} is not open`);
  switch (call.op) {
    case 'query':
      return target.query(call.sql, call.params, {
        rowMode: call.rowMode,
        parsers: textParsers(call.textTypes),
      });
    case 'exec':
      return target.exec(call.sql);
    case 'begin':
      return begin();
    case 'end':
      return end(call.tx!, call.commit);
    case 'close':
      await client.close();
      return null;
  }
}

port.on('message', (call: ThreadCall) => {
  run(call).then(
    (value) => port.postMessage({ id: call.id, ok: true, value } satisfies ThreadAnswer),
    (error: unknown) =>
      port.postMessage({
        id: call.id,
        ok: false,
        error: errorAsData(error),
      } satisfies ThreadAnswer),
  );
});

client.waitReady.then(
  () => port.postMessage({ ready: true } satisfies ThreadReady),
  (error: unknown) =>
    port.postMessage({ ready: false, error: errorAsData(error) } satisfies ThreadReady),
);
