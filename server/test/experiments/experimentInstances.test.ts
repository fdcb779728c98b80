import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Experiment } from '@/sdk/schemas/experiments';
import { emptyPostgresDatabase, TEST_DATABASE_URL } from '../backends';
import { adminToken, seedContent } from '../fixtures';
import { holdsWithin } from '../overHttp';
import { call } from '../requests';
import { startTestApp } from '../testApp';
import type { TestServer } from '../testApp';
import { HERO, INTRO, heroVariant } from './experimentPages';

// Issue 45 (3): an experiment started or ended on one instance is drawn and counted by every
// instance: two apps in this process on one PostgreSQL, each with its running list in memory.
describe.skipIf(!TEST_DATABASE_URL)('running experiments across instances', () => {
  let empty: Awaited<ReturnType<typeof emptyPostgresDatabase>>;
  let a: TestServer;
  let b: TestServer;
  let token: string;
  beforeAll(async () => {
    empty = await emptyPostgresDatabase(TEST_DATABASE_URL!);
    const database = { kind: 'postgres', url: empty.url } as const;
    a = await startTestApp({ database });
    b = await startTestApp({ database });
    await seedContent(a.context.db);
    token = await adminToken(a.context.db);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await empty?.drop();
  });

  const runningOnB = async () => (await b.context.experiments.running('for-clinics')).length;

  it('reads the list again on the other instance after a start and an end', async () => {
    await Promise.all([a.context.contentChannel?.ready(), b.context.contentChannel?.ready()]);
    const page = {
      slug: 'for-clinics',
      title: 'For clinics',
      seoTitle: '',
      seoDescription: '',
      blocks: JSON.stringify([HERO, INTRO]),
    };
    expect((await call(a.app, '/api/pages/create', { token, json: page })).status).toBe(200);
    expect(await runningOnB()).toBe(0);
    const started = await call(a.app, '/api/experiments/create', {
      token,
      json: { name: 'Headline', page: 'for-clinics', blockId: 'hero-1', variant: heroVariant },
    });
    expect(started.status).toBe(200);
    expect(await holdsWithin(2000, async () => (await runningOnB()) === 1)).toBe(true);
    const id = (started.body.data as Experiment).id;
    const ended = await call(a.app, '/api/experiments/end', {
      token,
      json: { id, keep: 'control' },
    });
    expect(ended.status).toBe(200);
    expect(await holdsWithin(2000, async () => (await runningOnB()) === 0)).toBe(true);
  }, 30_000);
});
