import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LEAD_RETENTION_MONTHS } from '@/sdk/schemas/leadAttribution';
import { loadConfig } from '../config';
import { listLeads } from '../data/leads';
import { deleteExpiredLeads } from '../data/leadRetention';
import type { Database } from '../db/database';
import { databaseBackends } from './backends';
import { seedLead } from './leadSeeds';
import { startTestApp } from './testApp';

const ids = async (database: Database) => (await listLeads(database.db)).map((l) => l.id);

describe.each(databaseBackends())('lead retention on $name', (backend) => {
  let database: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await backend.open());
  });
  afterAll(() => dispose());

  it('deletes leads older than the retention in calendar months, and only those', async () => {
    const now = new Date('2026-11-21T10:00:00Z');
    await seedLead(database.db, 'kept-new', '2026-11-21T09:00:00Z');
    await seedLead(database.db, 'kept-edge', '2024-11-21T10:00:00Z');
    await seedLead(database.db, 'gone-edge', '2024-11-21T09:59:59Z');
    await seedLead(database.db, 'gone-old', '2020-01-01T00:00:00Z');
    expect(await deleteExpiredLeads(database.db, 24, now)).toBe(2);
    expect(await ids(database)).toEqual(['kept-new', 'kept-edge']);
    expect(await deleteExpiredLeads(database.db, 24, now)).toBe(0);
  });

  it('runs when the server starts, on the configured retention', async () => {
    // Both dates from today: a fixed one falls out of the month's retention as the calendar
    // moves (the first test's 2026-11-21 lead did on 2026-12-21: found with libfaketime).
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    await seedLead(database.db, 'two-months-old', daysAgo(62));
    await seedLead(database.db, 'yesterday', daysAgo(1));
    const server = await startTestApp({ leadRetentionMonths: 1 }, database);
    try {
      await server.app.ready();
      expect(await ids(database)).not.toContain('two-months-old');
      expect(await ids(database)).toContain('yesterday');
    } finally {
      await server.close();
    }
  });
});

describe('LEAD_RETENTION_MONTHS', () => {
  const months = (value?: string) =>
    loadConfig({ LEAD_RETENTION_MONTHS: value }).leadRetentionMonths;

  it('defaults to 24 months; 0 or never keeps leads forever', () => {
    expect(months()).toBe(DEFAULT_LEAD_RETENTION_MONTHS);
    expect(DEFAULT_LEAD_RETENTION_MONTHS).toBe(24);
    expect(months('6')).toBe(6);
    expect(months('0')).toBeNull();
    expect(months('never')).toBeNull();
  });

  it.each(['1.5', '-1', 'six', '1201'])('stops the server at start for %j', (value) => {
    expect(() => months(value)).toThrow(/LEAD_RETENTION_MONTHS/);
  });
});
