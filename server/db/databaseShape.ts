// What the tests' database reuse checks and empties: a database given back by one test is lent to
// the next only if these say it is as new but for its rows (docs/testing.md, "Databases").

/**
 * Everything a test could change in a database other than its rows: relations and their columns,
 * defaults, constraints, triggers, functions, schemas, roles, extensions, settings and applied
 * migrations (one md5). A test database whose answer differs from the one it had when new is not
 * used again (memoryDatabases.ts for PGlite, server/test/backends.ts for PostgreSQL).
 */
const SHAPE_SQL = `SELECT md5(string_agg(x, ',' ORDER BY x)) AS shape FROM (
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
  UNION ALL SELECT concat_ws(' ', 's', array_to_string(setconfig, ';')) FROM pg_db_role_setting
    WHERE setdatabase IN (0, (SELECT oid FROM pg_database WHERE datname = current_database()))
  UNION ALL SELECT concat_ws(' ', 'm', count(*)) FROM drizzle.__drizzle_migrations
) shape`;

const TABLES_SQL = `SELECT quote_ident(schemaname) || '.' || quote_ident(tablename) AS name
  FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema', 'drizzle')`;

/**
 * The tables of `tables` that hold a row, in one query: a TRUNCATE makes new files for every table
 * it names, and most tests write to a few of the fifty.
 */
const fullTablesSql = (tables: string[]) =>
  tables
    .map(
      (name) =>
        `SELECT '${name.replaceAll("'", "''")}' AS name WHERE EXISTS (SELECT 1 FROM ${name})`,
    )
    .join(' UNION ALL ');

const truncateSql = (tables: string[]) => `TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`;

/** A statement on the database being checked: PGlite's `query` or a pg client's, as they are. */
type Run = <Row>(statement: string) => Promise<{ rows: Row[] }>;

/** What a test database was like when new: its shape and the tables a reset empties. */
export interface NewShape {
  shape: string;
  tables: string[];
}

export async function shapeWhenNew(run: Run): Promise<NewShape> {
  const shape = (await run<{ shape: string }>(SHAPE_SQL)).rows[0]?.shape;
  const tables = (await run<{ name: string }>(TABLES_SQL)).rows.map((row) => row.name);
  return { shape: String(shape), tables };
}

/**
 * Empties a test database given back, if its shape is still the one it had when new (a TRUNCATE
 * of only the tables holding rows); false when it must not be lent again.
 */
export async function emptyIfUnchanged(run: Run, when: NewShape): Promise<boolean> {
  if ((await run<{ shape: string }>(SHAPE_SQL)).rows[0]?.shape !== when.shape) return false;
  const full = (await run<{ name: string }>(fullTablesSql(when.tables))).rows;
  if (full.length > 0) await run(truncateSql(full.map((row) => row.name)));
  return true;
}
