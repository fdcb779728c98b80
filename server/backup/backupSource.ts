import pg from 'pg';
import type { ServerConfig } from '../config';
import { isInitialised } from '../db/pgliteMemory';

/** The database URL without its password, for messages. */
export function shownDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(DATABASE_URL, not a URL)';
  }
}

/** Whether PostgreSQL at `url` holds this product's schema: at least one migration applied. */
async function hasSchema(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `cannot reach the database at DATABASE_URL=${shownDatabaseUrl(url)} ` +
        `(${error instanceof Error ? error.message : String(error)}).`,
      { cause: error },
    );
  }
  try {
    const found = await client.query<{ table: string | null }>(
      `select to_regclass('drizzle.__drizzle_migrations')::text as table`,
    );
    if (!found.rows[0]?.table) return false;
    const applied = await client.query<{ count: number }>(
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    );
    return Number(applied.rows[0]?.count ?? 0) > 0;
  } finally {
    await client.end();
  }
}

/**
 * Why there is nothing to back up, or null when there is a database. Asked before anything is
 * opened: opening would create an empty database (PGlite in a new DATA_DIR, the schema in an
 * empty PostgreSQL), and a backup of that looks like a backup but holds nothing.
 */
export async function missingDatabase(
  config: Pick<ServerConfig, 'dataDir' | 'database'>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string | null> {
  if (config.database.kind === 'postgres') {
    if (await hasSchema(config.database.url)) return null;
    return (
      `The database at DATABASE_URL=${shownDatabaseUrl(config.database.url)} holds no tables of ` +
      'this site (no migration was ever applied), so there is nothing to back up. ' +
      'Run the backup with the DATABASE_URL the server uses.'
    );
  }
  const directory = config.database.dataDir;
  if (directory && isInitialised(directory)) return null;
  const unset = env.DATA_DIR ? '' : " (DATA_DIR is not set, so the project's data/ was used)";
  return (
    `There is no database in DATA_DIR=${config.dataDir}${unset}: ${directory ?? 'pglite'} ` +
    'does not exist or was never initialised. Run the backup with the DATA_DIR the server uses, ' +
    'for example DATA_DIR=/srv/lms/data npm run backup -- <file> (the server prints it as ' +
    '"Data:" when it starts).'
  );
}
