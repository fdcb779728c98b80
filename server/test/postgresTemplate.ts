import { randomUUID } from 'node:crypto';
import { openDatabase } from '../db/database';
import { TEST_DATABASE_URL, withClient } from './backends';

/**
 * Vitest globalSetup: with TEST_DATABASE_URL, one migrated PostgreSQL database that every test
 * database of the run is created from (`CREATE DATABASE … TEMPLATE`, server/test/backends.ts),
 * instead of an empty one that the server then migrates: the migrations cost PostgreSQL about
 * 0.2 s of CPU and the test 1.5 s of waiting per database (issue 48, docs/testing.md "Time").
 * Opening a copy still runs the migrator, which finds every migration applied. Nobody connects to
 * the template after this, as PostgreSQL requires of a template.
 */
export default async function makePostgresTemplate(): Promise<(() => Promise<void>) | undefined> {
  const url = TEST_DATABASE_URL;
  if (!url) return undefined;
  const name = `lms_template_${randomUUID().replaceAll('-', '')}`;
  await withClient(url, (c) => c.query(`CREATE DATABASE ${name}`));
  const target = new URL(url);
  target.pathname = `/${name}`;
  const migrated = await openDatabase({ kind: 'postgres', url: target.toString() });
  await migrated.close();
  process.env.TEST_POSTGRES_TEMPLATE = name;
  return async () => {
    await withClient(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  };
}
