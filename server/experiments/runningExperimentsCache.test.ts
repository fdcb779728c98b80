import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentCache } from '../cache/contentCache';
import type { Database } from '../db/database';
import { experiments } from '../db/experimentsSchema';
import { databaseBackends } from '../test/backends';
import { runningExperiments } from './runningExperimentsCache';

const row = (id: string, page: string, blockId: string) => ({
  id,
  name: id,
  page,
  blockId,
  blockType: 'richText',
  variant: { id: blockId, type: 'richText' as const, hidden: false, markdown: 'B' },
  split: 50,
  startedBy: 'admin',
});

describe.each(databaseBackends())('running experiments on $name', (backend) => {
  let opened: { database: Database; dispose: () => Promise<void> };
  beforeAll(async () => void (opened = await backend.open()));
  afterAll(() => opened.dispose());

  it('answers from memory until the content version moves, then reads again', async () => {
    const { db } = opened.database;
    const cache = createContentCache();
    const source = runningExperiments(db, cache);
    await db.insert(experiments).values([row('e1', 'offer', 'b1'), row('e2', 'other', 'b1')]);
    expect((await source.running('offer')).map((e) => e.id)).toEqual(['e1']);
    await db.insert(experiments).values(row('e3', 'offer', 'b2'));
    // Not yet: nothing said the experiments changed.
    expect((await source.running('offer')).map((e) => e.id)).toEqual(['e1']);
    cache.invalidate();
    expect((await source.running('offer')).map((e) => e.id)).toEqual(['e1', 'e3']);
    await db.update(experiments).set({ status: 'ended' }).where(eq(experiments.id, 'e1'));
    cache.invalidate();
    expect((await source.running('offer')).map((e) => e.id)).toEqual(['e3']);
    expect((await source.all()).map((e) => e.id).sort()).toEqual(['e2', 'e3']);
    expect(await source.running('nowhere')).toEqual([]);
  });

  it('refuses a second running experiment on one block', async () => {
    const { db } = opened.database;
    await db.insert(experiments).values(row('f1', 'page-f', 'b1'));
    await expect(db.insert(experiments).values(row('f2', 'page-f', 'b1'))).rejects.toThrow();
    await db.update(experiments).set({ status: 'ended' }).where(eq(experiments.id, 'f1'));
    await db.insert(experiments).values(row('f2', 'page-f', 'b1'));
  });
});
