import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadWriter, listLeads } from '../data/leads';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
});
afterAll(() => database.close());

const lead = (i: number) => ({
  name: `Lead ${i}`,
  email: `lead${i}@example.com`,
  mobile: '9876543210',
  message: 'Please call me',
});

describe('group-committed leads', () => {
  it('stores a burst of concurrent leads, each answered with its own stored row', async () => {
    const store = leadWriter(database.db);
    const rows = await Promise.all(Array.from({ length: 450 }, (_, i) => store(lead(i))));
    expect(new Set(rows.map((row) => row.id)).size).toBe(450);
    expect(rows.map((row) => row.name)).toEqual(rows.map((_, i) => `Lead ${i}`));
    const stored = new Map((await listLeads(database.db)).map((row) => [row.id, row.name]));
    for (const row of rows) expect(stored.get(row.id)).toBe(row.name);
  });

  it('stores the good leads of a group even when one of them cannot be stored', async () => {
    const store = leadWriter(database.db);
    // A NUL byte is refused by PostgreSQL: that one lead fails, its group falls back to one by one.
    const answers = await Promise.allSettled([
      store(lead(1000)),
      store({ ...lead(1001), message: 'bad \u0000 byte' }),
      store(lead(1002)),
      store(lead(1003)),
    ]);
    expect(answers.map((a) => a.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
  });
});
