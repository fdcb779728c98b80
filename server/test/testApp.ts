import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import { ensureFirstAdmin } from '../auth/firstAdmin';
import type { BuiltApp } from '../app';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { openDatabase } from '../db/database';

/** Settings for a test server: in-memory PGlite, a temp media dir, no demo content, high limits. */
export function testConfig(dir: string, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: dir,
    database: { kind: 'pglite', dataDir: null },
    mediaDir: join(dir, 'uploads'),
    staticDir: join(dir, 'no-dist'),
    maxUploadBytes: 5 * 1024 * 1024,
    sessionTtlHours: 12,
    adminUsername: 'admin',
    adminPassword: 'first-admin-password',
    leadRateLimit: 10_000,
    loginRateLimit: 10_000,
    demoContent: false,
    logLevel: 'silent',
    trustProxy: false,
    shutdownGraceMs: 1000,
    leadNotify: null,
    // Off unless a test asks: seeded leads have fixed dates that would age out over the years.
    leadRetentionMonths: null,
    sharedRateLimits: false,
    ...overrides,
  };
}

export type TestServer = BuiltApp & { dir: string; close: () => Promise<void> };

/**
 * Builds the real app on a fresh database (in-memory PGlite unless one is given). close() shuts
 * the app, the database it opened and the temp directory.
 */
export async function startTestApp(
  overrides: Partial<ServerConfig> = {},
  database?: Database,
): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'lms-server-test-'));
  const config = testConfig(dir, overrides);
  const owned = database ?? (await openDatabase(config.database));
  const built = await buildApp({ config, database: owned, logger: false });
  await ensureFirstAdmin(built.context.db, config);
  return {
    ...built,
    dir,
    close: async () => {
      await built.app.close();
      if (!database) await owned.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
