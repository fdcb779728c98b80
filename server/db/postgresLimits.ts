import type pg from 'pg';

/**
 * How long PostgreSQL work may take before it is given up (docs/operations.md, "PostgreSQL
 * connections"). 0 means no limit. PGlite has none of these: it runs each statement to the end
 * on the server's own thread, so a timer could not fire in the middle of one.
 */
export interface PostgresLimits {
  /** PostgreSQL cancels a statement running (or waiting for a lock) longer than this. */
  statementTimeoutMs: number;
  /** The driver gives up on an answer that has not come in this long (a server gone silent). */
  queryTimeoutMs: number;
  /** PostgreSQL ends a session left in an open transaction this long, releasing its locks. */
  idleInTransactionMs: number;
  /** Opening a connection, or waiting for a free one in the pool, fails after this long. */
  connectTimeoutMs: number;
  /** TCP keepalive probes start after a connection is this long without traffic. */
  keepAliveDelayMs: number;
}

/**
 * The server's limits: every request's statements are short (the inbox's page, the dashboard's
 * two aggregates, a group of leads), so 30 s means something is stuck; the HTTP request timeout
 * (120 s) is longer, so the database gives up first and the visitor gets an answer. The
 * driver's own timeout is a little longer than PostgreSQL's, so it fires only when the server
 * stopped answering altogether. Keepalive after 30 s finds a connection a firewall or a failover
 * dropped without a word (the LISTEN connection is idle most of the time).
 */
export const SERVER_LIMITS: PostgresLimits = {
  statementTimeoutMs: 30_000,
  queryTimeoutMs: 35_000,
  idleInTransactionMs: 60_000,
  connectTimeoutMs: 10_000,
  keepAliveDelayMs: 30_000,
};

/**
 * For the backup and restore tools: one statement reads or replaces a whole table, which on a
 * large database may take longer than any request should. The other limits stay.
 */
export const TOOL_LIMITS: PostgresLimits = {
  ...SERVER_LIMITS,
  statementTimeoutMs: 0,
  queryTimeoutMs: 0,
};

/** What every connection gets: found dead by keepalive, given up when it cannot be opened. */
export const connectionSettings = (url: string, limits: PostgresLimits): pg.ClientConfig => ({
  connectionString: url,
  keepAlive: true,
  keepAliveInitialDelayMillis: limits.keepAliveDelayMs,
  connectionTimeoutMillis: limits.connectTimeoutMs,
});

/** A connection that runs statements: the above, with the statement limits (0: none sent). */
export const statementSettings = (url: string, limits: PostgresLimits): pg.ClientConfig => ({
  ...connectionSettings(url, limits),
  statement_timeout: limits.statementTimeoutMs || undefined,
  query_timeout: limits.queryTimeoutMs || undefined,
  idle_in_transaction_session_timeout: limits.idleInTransactionMs || undefined,
});
