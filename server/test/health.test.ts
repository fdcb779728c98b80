import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { ensureFirstAdmin } from '../auth/firstAdmin';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { startS3rver } from './s3rver';
import { startTestApp, testConfig } from './testApp';
import type { TestServer } from './testApp';

describe('health and readiness', () => {
  let database: Database;
  let server: TestServer;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    server = await startTestApp({}, database);
  });
  afterAll(() => server.close());

  it('/healthz answers JSON, not the site, and is never cached', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({ status: 'ok' });
  });

  it('/readyz is 200 with every check passing, 503 naming the check once the database is gone', async () => {
    const ready = await server.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { accepting: 'ok', database: 'ok', migrations: 'ok', media: 'ok', firstAdmin: 'ok' },
    });
    await database.close();
    const gone = await server.app.inject({ method: 'GET', url: '/readyz' });
    expect(gone.statusCode).toBe(503);
    expect(gone.json()).toMatchObject({ status: 'unavailable', checks: { database: 'failing' } });
  });
});

describe('readiness waits for the first admin', () => {
  it('is 503 (firstAdmin failing) until the first admin exists, then 200', async () => {
    // main.ts listens first and creates the first admin after: the window this closes.
    const dir = mkdtempSync(join(tmpdir(), 'lms-ready-'));
    const config = testConfig(dir);
    const database = await openDatabase(config.database);
    const { app } = await buildApp({ config, database, logger: false });
    try {
      const before = await app.inject({ method: 'GET', url: '/readyz' });
      expect(before.statusCode).toBe(503);
      expect(before.json()).toMatchObject({
        status: 'unavailable',
        checks: { database: 'ok', migrations: 'ok', media: 'ok', firstAdmin: 'failing' },
      });
      expect(await ensureFirstAdmin(database.db, config)).toMatchObject({ created: true });
      const after = await app.inject({ method: 'GET', url: '/readyz' });
      expect(after.statusCode).toBe(200);
      expect(after.json()).toMatchObject({ checks: { firstAdmin: 'ok' } });
    } finally {
      await app.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('readiness with media in a bucket', () => {
  it('ten quick /readyz calls write one probe object to the bucket, not ten', async () => {
    const s3 = await startS3rver();
    const server = await startTestApp({ s3: await s3.newBucket() });
    try {
      const readyz = () => server.app.inject({ method: 'GET', url: '/readyz' });
      // Five at once, then five one after another: all within the probe's reuse time.
      const answers = await Promise.all(Array.from({ length: 5 }, readyz));
      for (let n = 0; n < 5; n += 1) answers.push(await readyz());
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
      const probes = s3.writtenKeys().filter((key) => key.includes('/.readyz/'));
      expect(probes).toHaveLength(1);
    } finally {
      await server.close();
      await s3.close();
    }
  });
});
