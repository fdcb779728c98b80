import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listVersions, recordVersion } from '../../content/history/versions';
import type { Database } from '../../db/database';
import { databaseBackends } from '../backends';

// A record's history lists its versions newest first. PGlite's clock ticks in milliseconds, so
// two publishes in one millisecond shared a time and came back in their random ids' order: the
// history showed an older version as the newest, and "restore the previous one" picked wrong.

describe.each(databaseBackends())('version order on $name', (backend) => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await backend.open());
  });
  afterAll(() => dispose());

  it('lists a record’s versions in the order they were stored, even within one millisecond', async () => {
    const actor = { id: null, username: 'tester' };
    const stored: string[] = [];
    let before: Record<string, unknown> | null = null;
    for (let i = 0; i < 40; i += 1) {
      const after = { question: `Question ${i}?` };
      const action = before ? 'update' : 'create';
      const id = await recordVersion(database.db, {
        key: 'faqs',
        recordId: 'faq-order',
        action,
        before,
        after,
        actor,
      });
      stored.push(id!);
      before = after;
    }
    const query = { key: 'faqs', id: 'faq-order', page: 1, pageSize: 100 } as const;
    const page = await listVersions(database.db, query);
    expect(page.items.map((item) => item._id)).toEqual([...stored].reverse());
  });
});
