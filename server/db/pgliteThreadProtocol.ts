/**
 * The messages between the server's thread and the thread that runs PGlite (pgliteThread.ts and
 * pgliteThreadClient.ts). Only data crosses: PGlite's own options may hold functions (drizzle's
 * type parsers), which cannot, so a query names the types whose text is kept as it came
 * (`textTypes`: what drizzle's parsers do for dates, times and intervals).
 */

/** What the thread is started with (worker_threads' workerData). */
export interface PgliteThreadStart {
  /** The data directory on disk, or null for an in-memory database (the tests'). */
  dataDir: string | null;
  /** PGlite's start parameters (pgliteMemory.ts's pgliteOptions). */
  startParams: string[];
  /** In memory: a migrated database's dump to start from (PGLITE_MEMORY_TEMPLATE), if any. */
  memoryTemplate: string | null;
}

export interface QueryCall {
  op: 'query';
  sql: string;
  params: unknown[];
  rowMode: 'array' | 'object' | undefined;
  textTypes: number[];
}

export interface ExecCall {
  op: 'exec';
  sql: string;
}

/** A call the server's thread makes; `tx` runs it inside that open transaction. */
export type ThreadCall = { id: number; tx?: number } & (
  QueryCall | ExecCall | { op: 'begin' } | { op: 'end'; commit: boolean } | { op: 'close' }
);

/** A database error as data: its message and PostgreSQL's fields (code, detail, constraint...). */
export interface ThreadError {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean>;
}

export type ThreadAnswer =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ThreadError };

/** Said once by the thread when its database is open, or why it could not open it. */
export type ThreadReady = { ready: true } | { ready: false; error: ThreadError };

/** An error's message and its own fields that are plain values (what a caller may read). */
export function errorAsData(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: ThreadError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    const kind = typeof value;
    if (kind === 'string' || kind === 'number' || kind === 'boolean')
      fields[key] = value as string | number | boolean;
  }
  return { name: error.name, message: error.message, fields };
}
