import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../db/rawRows';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

// What a burst of leads costs PGlite's one connection beyond the leads' own group commits. Each
// lead's analytics count was a statement of its own, and each lead's webhook body read its inbox
// data even with no endpoint to send it to: 16 leads at once were stored 364 a second, 1,335 with
// both grouped (docs/analytics.md, "A lead's count, written with the others").

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const BURST = 12;

describe('a burst of leads', () => {
  let server: TestServer;
  const statements: string[] = [];
  beforeAll(async () => {
    server = await startTestApp();
    // Every statement PGlite is sent, in a transaction or not.
    type Query = (...args: unknown[]) => Promise<unknown>;
    const recorded = (target: { query: Query }): Query => {
      const query = target.query;
      return (...args) => {
        statements.push(String(args[0]));
        return query.apply(target, args);
      };
    };
    const client = (server.context.db as unknown as { $client: Record<string, Query> }).$client;
    const transaction = client.transaction!;
    client.query = recorded(client as unknown as { query: Query });
    client.transaction = (work: unknown) =>
      transaction.call(client, (tx: { query: Query }) =>
        (work as (tx: unknown) => Promise<unknown>)({ ...tx, query: recorded(tx) }),
      );
  });
  afterAll(() => server.close());

  it('counts every lead in the analytics, in a statement for many, and reads no webhook body', async () => {
    statements.length = 0;
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        server.app.inject({
          method: 'POST',
          url: '/api/leads/create',
          headers: { 'content-type': 'application/json', 'user-agent': CHROME },
          remoteAddress: `203.0.113.${i + 1}`,
          payload: {
            name: `Burst ${i}`,
            email: `burst${i}@school.in`,
            mobile: '9876543210',
            message: 'Hi',
          },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(BURST).fill(200));
    // The counts are written after each answer (the lead's answer never waits for them).
    const counted = async () =>
      (
        await rawRows<{ leads: number }>(
          server.context.db,
          sql`SELECT coalesce(sum(leads), 0)::int AS leads FROM analytics_daily`,
        )
      )[0]?.leads;
    await expect.poll(counted, { timeout: 10_000 }).toBe(BURST);
    const analyticsWrites = statements.filter((text) => /INSERT INTO analytics_events/i.test(text));
    expect(analyticsWrites.length).toBeGreaterThan(0);
    expect(analyticsWrites.length).toBeLessThanOrEqual(2);
    // No endpoint hears lead.created here: no lead's inbox data is read for a body.
    expect(statements.filter((text) => text.includes('AS owner_name'))).toEqual([]);
  });
});
