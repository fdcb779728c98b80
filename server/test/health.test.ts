import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { startTestApp } from './testApp';
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
      checks: { accepting: 'ok', database: 'ok', migrations: 'ok', media: 'ok' },
    });
    await database.close();
    const gone = await server.app.inject({ method: 'GET', url: '/readyz' });
    expect(gone.statusCode).toBe(503);
    expect(gone.json()).toMatchObject({ status: 'unavailable', checks: { database: 'failing' } });
  });
});
