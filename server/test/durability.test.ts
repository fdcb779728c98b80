import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listLeads } from '../data/leads';
import { openDatabase } from '../db/database';
import { createLeads } from './leadLoad';
import { NO_DEMO_CONTENT, spawnServer } from './serverProcess';

const dataDir = mkdtempSync(join(tmpdir(), 'lms-durability-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Spawns real server processes: a busy shared CI machine needs more than the default minute.
describe('SIGKILL durability', { timeout: 180_000 }, () => {
  it('keeps every lead whose create was answered 200, with hundreds sent at once', async () => {
    const env = { DATA_DIR: dataDir, LEAD_RATE_LIMIT: '1000000', ...NO_DEMO_CONTENT };
    const first = spawnServer(env);
    const url = await first.ready;
    const load = { acknowledged: [] as string[], statuses: [] as number[] };
    const { acknowledged } = load;
    let killed = false;
    // 300 requests in flight at any moment: the kill lands among many uncommitted ones.
    const writers = createLeads(url, () => killed, load, 300);
    // Kill mid-stream, once a good number of creates have been answered.
    while (acknowledged.length < 400) await new Promise((r) => setTimeout(r, 5));
    first.child.kill('SIGKILL');
    killed = true;
    await first.exited;
    await writers;

    // The restart takes over the dead process's lock and starts normally.
    const second = spawnServer(env);
    await second.ready;
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    try {
      const stored = new Set((await listLeads(database.db)).map((row) => row.id));
      const lost = acknowledged.filter((id) => !stored.has(id));
      expect(acknowledged.length).toBeGreaterThanOrEqual(400);
      expect(lost).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
