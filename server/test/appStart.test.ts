import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { seedMigratedDatabase } from './serverProcess';
import { testConfig } from './testApp';

const dir = mkdtempSync(join(tmpdir(), 'lms-app-start-'));
// The run's migrated copy in DATA_DIR: what is tested is the lock and the database being released.
seedMigratedDatabase(dir);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The server is built as a list of plugins (server/app.ts); each resource closes what it opened.
describe('building the server', () => {
  it('releases what it had opened when a later part fails to start', async () => {
    const config = testConfig(dir, { database: { kind: 'pglite', dataDir: join(dir, 'pglite') } });
    // Uploads cannot be kept under a plain file: the media store fails after the lock and the
    // database were taken.
    const blocked = join(dir, 'a-file');
    writeFileSync(blocked, 'not a directory');
    await expect(
      buildApp({ config: { ...config, mediaDir: join(blocked, 'uploads') }, logger: false }),
    ).rejects.toThrow();
    // The lock is free again and the database closed: the next start on DATA_DIR works.
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
    const built = await buildApp({ config, logger: false });
    try {
      const ready = await built.app.inject({ method: 'GET', url: '/healthz' });
      expect(ready.statusCode).toBe(200);
    } finally {
      await built.app.close();
    }
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  });
});
