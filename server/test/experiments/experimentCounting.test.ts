import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_BEACON_PATH } from '@/sdk/schemas/analytics';
import type { Experiment } from '@/sdk/schemas/experiments';
import { rawRows } from '../../db/rawRows';
import { experimentArm } from '../../experiments/experimentArm';
import { cleanUpAnalytics } from '../../jobs/analyticsRetention';
import { databaseBackends } from '../backends';
import { useDraftServer } from '../drafts/draftServer';
import { baseLead } from '../leadSeeds';
import { livePageAt, startOn } from './experimentPages';

// Issue 45 (3): who saw which arm and who became a lead, counted from the beacons exactly as the
// arm a visitor is drawn (experimentArm), once a day per visitor, a lead once.

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** Forty visitors: one address in each of forty /24s. */
const VISITORS = Array.from({ length: 40 }, (_, i) => `198.51.${i}.7`);

describe.each(databaseBackends())('experiment counting on $name', (backend) => {
  const at = useDraftServer(backend);
  const db = () => at.server.context.db;
  const view = (page: string, ip: string, headers: Record<string, string> = {}) =>
    at.server.app.inject({
      method: 'POST',
      url: ANALYTICS_BEACON_PATH,
      remoteAddress: ip,
      headers: { 'content-type': 'text/plain', 'user-agent': CHROME, ...headers },
      payload: JSON.stringify({ kind: 'pageview', page }),
    });
  const lead = (ip: string, key: string) =>
    at.server.app.inject({
      method: 'POST',
      url: '/api/leads/create',
      remoteAddress: ip,
      headers: { 'user-agent': CHROME, 'idempotency-key': key },
      payload: { ...baseLead, email: `${key}@school.in`, pagePath: '/for-coaches' },
    });
  const daily = (id: string) =>
    rawRows<{ arm: string; visitors: number; leads: number }>(
      db(),
      sql`SELECT arm, sum(visitors)::int AS visitors, sum(leads)::int AS leads
        FROM experiment_daily WHERE experiment_id = ${id} GROUP BY arm ORDER BY arm`,
    );
  const visitorRows = (id: string) =>
    rawRows<{ visitor: string; arm: string; lead: boolean }>(
      db(),
      sql`SELECT visitor, arm, lead FROM experiment_visitors WHERE experiment_id = ${id}`,
    );
  const start = async (page: string, extra: Record<string, unknown> = {}) => {
    const started = await startOn(at, page, extra);
    expect(started.status).toBe(200);
    return started.body.data as Experiment;
  };

  it('counts each visitor once a day in the arm experimentArm gives them', async () => {
    await livePageAt(at, 'for-coaches');
    const headline = await start('for-coaches', { split: 50 });
    const text = await start('for-coaches', {
      blockId: 'intro',
      variant: { id: 'intro', type: 'richText', markdown: 'Short.' },
      split: 20,
    });
    for (const ip of VISITORS) {
      await view('/for-coaches', ip);
      await view('/for-coaches', ip);
    }
    // Not counted: a bot, a prefetch, a browser asking not to be tracked, another page.
    await view('/for-coaches', '192.0.2.1', { 'user-agent': 'Googlebot/2.1' });
    await view('/for-coaches', '192.0.2.2', { 'sec-purpose': 'prefetch' });
    await view('/for-coaches', '192.0.2.3', { 'sec-gpc': '1' });
    await view('/', '192.0.2.4');
    await at.server.context.analytics.flush();
    for (const experiment of [headline, text]) {
      const rows = await visitorRows(experiment.id);
      expect(rows).toHaveLength(VISITORS.length);
      for (const row of rows)
        expect(row.arm).toBe(experimentArm(row.visitor, experiment.id, experiment.split));
      const expected = (arm: string) => rows.filter((row) => row.arm === arm).length;
      expect(expected('control')).toBeGreaterThan(0);
      expect(expected('variant')).toBeGreaterThan(0);
      expect(await daily(experiment.id)).toEqual([
        { arm: 'control', visitors: expected('control'), leads: 0 },
        { arm: 'variant', visitors: expected('variant'), leads: 0 },
      ]);
    }
    // A lead converts its visitor in both experiments, once however many leads they send.
    const [first] = VISITORS;
    expect((await lead(first ?? '', 'experiment-lead-00000001')).statusCode).toBe(200);
    expect((await lead(first ?? '', 'experiment-lead-00000002')).statusCode).toBe(200);
    const converted = async (id: string) =>
      (await visitorRows(id)).filter((row) => row.lead).map((row) => row.arm);
    await expect.poll(() => converted(headline.id), { timeout: 5000 }).toHaveLength(1);
    await expect.poll(() => converted(text.id), { timeout: 5000 }).toHaveLength(1);
    // A lead from someone never counted on the page converts nobody.
    expect((await lead('203.0.113.50', 'experiment-lead-00000003')).statusCode).toBe(200);
    await expect
      .poll(
        async () =>
          (await rawRows(db(), sql`SELECT 1 FROM analytics_events WHERE kind = 'lead'`)).length,
      )
      .toBe(3);
    for (const experiment of [headline, text]) {
      const [arm] = await converted(experiment.id);
      const totals = await daily(experiment.id);
      expect(totals.reduce((sum, row) => sum + row.leads, 0)).toBe(1);
      expect(totals.find((row) => row.arm === arm)?.leads).toBe(1);
    }
    // The results read the same counts.
    const results = await at.post('/api/experiments/results', { json: { id: headline.id } });
    expect(results.status).toBe(200);
    const { arms } = results.body.data as { arms: { arm: string; visitors: number }[] };
    expect(arms.map((a) => a.visitors)).toEqual((await daily(headline.id)).map((r) => r.visitors));
  });

  it('stops counting an experiment once it has ended', async () => {
    await livePageAt(at, 'for-trainers');
    const experiment = await start('for-trainers');
    await view('/for-trainers', '198.51.200.7');
    // Buffered before the end, written after it: an ended experiment's counts stay as they were.
    await at.post('/api/experiments/end', { json: { id: experiment.id, keep: 'control' } });
    await view('/for-trainers', '198.51.201.7');
    await at.server.context.analytics.flush();
    expect(await visitorRows(experiment.id)).toEqual([]);
  });

  it('deletes the visitor rows with the analytics ones, and keeps the daily counts', async () => {
    await livePageAt(at, 'for-schools-b');
    const experiment = await start('for-schools-b');
    await view('/for-schools-b', '198.51.250.7');
    await at.server.context.analytics.flush();
    expect(await visitorRows(experiment.id)).toHaveLength(1);
    const inTwoDays = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    expect((await cleanUpAnalytics(db(), 30, inTwoDays)).ran).toBe(true);
    expect(await visitorRows(experiment.id)).toEqual([]);
    const totals = await daily(experiment.id);
    expect(totals.reduce((sum, row) => sum + row.visitors, 0)).toBe(1);
  });
});
