import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listLeads } from '../data/leads';
import { openDatabase } from '../db/database';
import { spawnServer } from './serverProcess';

const dataDir = mkdtempSync(join(tmpdir(), 'lms-durability-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const lead = (i: number) => ({
  name: `Lead ${i}`,
  email: `lead${i}@example.com`,
  mobile: '9876543210',
  message: 'Please call me',
});

/** Creates leads from several loops until stopped; collects the ids answered 200. */
async function createLeads(url: string, stop: () => boolean, acknowledged: string[]) {
  let next = 0;
  const loop = async () => {
    while (!stop()) {
      try {
        const response = await fetch(`${url}/api/leads/create`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(lead((next += 1))),
        });
        const body = (await response.json()) as { data?: { _id: string } };
        if (response.status === 200 && body.data) acknowledged.push(body.data._id);
      } catch {
        return; // The server is gone (killed): unanswered creates make no promise.
      }
    }
  };
  await Promise.all([loop(), loop(), loop(), loop()]);
}

describe('SIGKILL durability', () => {
  it('keeps every lead whose create was answered 200', async () => {
    const env = { DATA_DIR: dataDir, LEAD_RATE_LIMIT: '1000000' };
    const first = spawnServer(env);
    const url = await first.ready;
    const acknowledged: string[] = [];
    let killed = false;
    const writers = createLeads(url, () => killed, acknowledged);
    // Kill mid-stream, once a good number of creates have been answered.
    while (acknowledged.length < 150) await new Promise((r) => setTimeout(r, 20));
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
      expect(acknowledged.length).toBeGreaterThanOrEqual(150);
      expect(lost).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
