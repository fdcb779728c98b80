import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import type {
  PgliteThreadStart,
  ThreadAnswer,
  ThreadCall,
  ThreadError,
  ThreadReady,
} from './pgliteThreadProtocol';

type Call = ThreadCall extends infer C ? (C extends ThreadCall ? Omit<C, 'id'> : never) : never;

/** The part of PGlite's transaction drizzle's PGlite session uses. */
export interface ThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/** A database error from the thread, with PostgreSQL's fields (code, detail...) as it gave them. */
function asError({ name, message, fields }: ThreadError): Error {
  return Object.assign(new Error(message), fields, { name });
}

/**
 * Which types a query keeps as text. drizzle passes parsers that give back the text they are
 * given (dates, times, intervals and their arrays); functions cannot cross to the thread, so
 * only those are accepted, and the thread makes them again. Anything else is refused, loudly.
 */
function textTypes(options: QueryOptions | undefined): number[] {
  const types: number[] = [];
  for (const [type, parse] of Object.entries(options?.parsers ?? {})) {
    if (parse('2026-01-02 03:04:05', Number(type)) !== '2026-01-02 03:04:05')
      throw new Error(
        `PGlite's thread keeps types as text or parses them itself; type ${type}'s parser cannot cross to it`,
      );
    types.push(Number(type));
  }
  return types;
}

/** Where the thread's module is: beside this one, built (dist-server/) or as TypeScript (tsx). */
function threadModule(): { url: URL; execArgv?: string[] } {
  const built = new URL('./pgliteThread.js', import.meta.url);
  // The process's own options (--liftoff-only, the heap's) are inherited; V8's apply to every
  // thread of the process anyway, and a worker refuses to be given them again.
  if (existsSync(built)) return { url: built };
  return { url: new URL('./pgliteThread.ts', import.meta.url), execArgv: ['--import', 'tsx'] };
}

/**
 * PGlite on a thread of its own, answering the calls drizzle's PGlite driver makes (query, exec,
 * transaction, close). Every statement is sent to the thread and its rows come back as data; the
 * server's thread never runs PostgreSQL, so a long write (the beacons' batch) no longer holds up
 * the requests arriving meanwhile. PGlite is still one connection: statements take turns there,
 * and a statement outside a transaction waits for an open transaction to end, as before.
 */
export class PgliteThreadClient {
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  #nextId = 1;
  #stopped: Error | null = null;
  readonly waitReady: Promise<void>;

  constructor(start: PgliteThreadStart) {
    const { url, execArgv } = threadModule();
    this.#worker = new Worker(url, {
      workerData: start,
      execArgv,
    });
    this.waitReady = new Promise((resolve, reject) => {
      const onReady = (message: ThreadReady | ThreadAnswer) => {
        if (!('ready' in message)) return;
        this.#worker.off('message', onReady);
        if (message.ready) resolve();
        else reject(asError(message.error));
      };
      this.#worker.on('message', onReady);
      this.#worker.once('error', reject);
    });
    this.#worker.on('message', (message: ThreadReady | ThreadAnswer) => {
      if ('ready' in message) return;
      const waiting = this.#pending.get(message.id);
      this.#pending.delete(message.id);
      if (message.ok) waiting?.resolve(message.value);
      else waiting?.reject(asError(message.error));
    });
    // A thread that stopped (out of memory, a crash in PostgreSQL) fails every call waiting and
    // every call after it, with the reason: the server answers 500 and its health check 503.
    const stop = (reason: Error) => {
      this.#stopped ??= reason;
      for (const waiting of this.#pending.values()) waiting.reject(this.#stopped);
      this.#pending.clear();
    };
    this.#worker.on('error', (error) =>
      stop(new Error(`the database thread failed: ${error.message}`, { cause: error })),
    );
    this.#worker.on('exit', (code) =>
      stop(new Error(`the database thread stopped (exit code ${code})`)),
    );
  }

  #call<T>(call: Call): Promise<T> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...call, id });
    });
  }

  #query<T>(tx: number | undefined, sql: string, params: unknown[] = [], options?: QueryOptions) {
    const rowMode = options?.rowMode;
    return this.#call<Results<T>>({
      op: 'query',
      tx,
      sql,
      params,
      rowMode,
      textTypes: textTypes(options),
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#call<Results[]>({ op: 'exec', sql });
  }

  /** Runs `work` in a transaction: committed when it returns, rolled back when it throws. */
  async transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const number = await this.#call<number>({ op: 'begin' });
    let closed = false;
    const end = async (commit: boolean) => {
      if (closed) return;
      closed = true;
      await this.#call({ op: 'end', tx: number, commit });
    };
    const tx: ThreadTransaction = {
      query: (sql, params, options) => this.#query(number, sql, params, options),
      exec: (sql) => this.#call({ op: 'exec', tx: number, sql }),
      rollback: () => end(false),
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      await end(false).catch(() => {});
      throw error;
    }
    await end(true);
    return result;
  }

  async close(): Promise<void> {
    if (!this.#stopped) await this.#call({ op: 'close' });
    await this.#worker.terminate();
  }
}

/** The client as the PGlite type drizzle's driver is declared with (it uses the calls above). */
export const asPglite = (client: PgliteThreadClient) => client as unknown as PGlite;
