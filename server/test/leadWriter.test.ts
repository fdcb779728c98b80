import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listLeads, toLeadRecord } from '../data/leads';
import { leadWriter } from '../data/leadWriter';
import type { Database } from '../db/database';
import { databaseBackends } from './backends';

const lead = (i: number) => ({
  name: `Lead ${i}`,
  email: `lead${i}@example.com`,
  mobile: '9876543210',
  message: 'Please call me',
});

describe.each(databaseBackends())('group-committed leads on $name', (backend) => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await backend.open());
  });
  afterAll(() => dispose());

  it('stores a burst of concurrent leads, each answered with its own stored row', async () => {
    const store = leadWriter(database.db);
    const answers = await Promise.all(Array.from({ length: 450 }, (_, i) => store(lead(i))));
    const rows = answers.map((answer) => answer.row);
    expect(new Set(rows.map((row) => row.id)).size).toBe(450);
    expect(rows.map((row) => row.name)).toEqual(rows.map((_, i) => `Lead ${i}`));
    const stored = new Map((await listLeads(database.db)).map((row) => [row.id, row.name]));
    for (const row of rows) expect(stored.get(row.id)).toBe(row.name);
  });

  it('answers each lead exactly as it reads back: defaults, time and attribution', async () => {
    const store = leadWriter(database.db);
    const sent = [
      { ...lead(500), cta: 'book-demo', pagePath: '/', utmSource: 'news', referrerHost: 'x.in' },
      { ...lead(501), utmCampaign: '', message: 'Quotes " and \\ and ünïcode 🎓' },
    ];
    const answered = (await Promise.all(sent.map((l) => store(l)))).map((answer) => answer.row);
    const stored = new Map((await listLeads(database.db)).map((row) => [row.id, row]));
    for (const row of answered) {
      const back = stored.get(row.id);
      if (!back) throw new Error(`lead ${row.id} not stored`);
      expect(toLeadRecord(row)).toEqual(toLeadRecord(back));
    }
    expect(toLeadRecord(answered[0]!)).toMatchObject({
      status: 'new',
      note: '',
      utmSource: 'news',
    });
    expect(answered[1]!.message).toBe(sent[1]!.message);
    expect(answered[1]!.utmCampaign).toBeNull();
    expect(Math.abs(answered[0]!.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
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
