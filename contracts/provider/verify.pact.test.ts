import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import type { BuiltApp } from '@/server/app';
import { openDatabase } from '@/server/db/database';
import type { Database } from '@/server/db/database';
import { fakeRenderBuild } from '@/server/test/drafts/fakeRender';
import { testConfig } from '@/server/test/testApp';
import { clearDatabase, providerStates } from './providerStates';

const PACT_DIR = resolve(import.meta.dirname, '../pacts');
const pactFiles = () =>
  readdirSync(PACT_DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(PACT_DIR, name));

let dir: string;
let database: Database;
let built: BuiltApp;
let baseUrl: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lms-provider-'));
  // The real server on a fresh in-memory PGlite; limits high so replays are never throttled.
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  // A stand-in render bundle, so the console's live preview (POST /api/preview/render) renders.
  const config = testConfig(dir, {
    leadRateLimit: 1_000_000,
    loginRateLimit: 1_000_000,
    staticDir: fakeRenderBuild(dir),
  });
  built = await buildApp({ config, database, logger: false });
  baseUrl = await built.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await built?.app.close();
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('lms-api honours every consumer pact', () => {
  it('verifies contracts/pacts/*.json against the real server', async () => {
    const files = pactFiles();
    // No pact means nothing was verified: that must fail, never pass quietly.
    expect(files, `no pact files in ${PACT_DIR}; run npm run test:contracts first`).not.toEqual([]);
    const db = database.db;
    const { contentWriteListeners, contentCache } = built.context;
    // The states write past the routes: they tell the content cache, as the routes' writes do.
    const reset = async () => {
      await clearDatabase(db);
      contentCache.invalidate();
    };
    await new Verifier({
      provider: 'lms-api',
      providerBaseUrl: baseUrl,
      pactUrls: files,
      stateHandlers: providerStates(db, contentWriteListeners),
      // Every interaction starts from an empty database and its own provider states. Emptying it
      // after each as well was a second TRUNCATE of every table per interaction, about 80 ms on
      // PGlite: the suite took 47.6-49.3 core-seconds with it, 33.0-33.6 without.
      beforeEach: reset,
      logLevel: 'warn',
    }).verifyProvider();
  });
});
