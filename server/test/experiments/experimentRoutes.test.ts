import { describe, expect, it } from 'vitest';
import { ExperimentMessages } from '@/sdk/schemas/experiments';
import type { Experiment } from '@/sdk/schemas/experiments';
import { databaseBackends } from '../backends';
import { useDraftServer } from '../drafts/draftServer';
import { HERO, INTRO, heroVariant, livePageAt, startOn } from './experimentPages';

// Issue 45 (3): starting, reading and ending experiments on blocks, their refusals and who may.

describe.each(databaseBackends())('experiment routes on $name', (backend) => {
  const at = useDraftServer(backend);
  const issuePath = (body: Record<string, unknown>) =>
    (body.issues as { path: string[] }[] | undefined)?.[0]?.path;

  it('starts one on a live block, audited, with the variant taking the block’s id', async () => {
    await livePageAt(at, 'for-schools');
    const version = at.server.context.contentCache.version;
    const started = await startOn(at, 'for-schools', {
      variant: { ...heroVariant, id: 'sent-id' },
      split: 30,
    });
    expect(started.status).toBe(200);
    expect(started.body.msg).toBe(ExperimentMessages.started);
    const experiment = started.body.data as Experiment;
    expect(experiment).toMatchObject({
      page: 'for-schools',
      blockId: 'hero-1',
      blockType: 'hero',
      split: 30,
      status: 'running',
      startedBy: expect.any(String),
      endedAt: null,
      kept: null,
      variant: { ...heroVariant, id: 'hero-1' },
    });
    // The pages drawn before are stale, and the running list answers it at once.
    expect(at.server.context.contentCache.version).toBeGreaterThan(version);
    const running = await at.server.context.experiments.running('for-schools');
    expect(running.map((e) => e.id)).toEqual([experiment.id]);
    const [entry] = await at.audit(1);
    expect(entry).toMatchObject({ action: 'experiments.create', target: experiment.id });
    const list = await at.post('/api/experiments/getall');
    expect((list.body.data as Experiment[]).map((e) => e.id)).toContain(experiment.id);
  });

  it('tests a landing section against hiding it, never against another section', async () => {
    const course = { id: 'course', type: 'landingSection', hidden: false, section: 'sellCourse' };
    await livePageAt(at, 'for-coaches', [HERO, course]);
    const other = await startOn(at, 'for-coaches', {
      blockId: 'course',
      variant: { ...course, section: 'appBanners' },
    });
    expect(other.status).toBe(400);
    expect(issuePath(other.body)).toEqual(['variant']);
    expect(other.body.msg).toBe(ExperimentMessages.sectionMismatch);
    const hidden = await startOn(at, 'for-coaches', {
      blockId: 'course',
      variant: { ...course, hidden: true },
    });
    expect(hidden.status).toBe(200);
  });

  it('refuses a page that is not live, a block not on it, another type, a second one', async () => {
    const pageId = await livePageAt(at, 'for-tutors');
    const missingPage = await startOn(at, 'no-such-page');
    expect(missingPage.status).toBe(409);
    expect(missingPage.body.msg).toBe(ExperimentMessages.pageNotFound);
    expect(issuePath(missingPage.body)).toEqual(['page']);
    const missingBlock = await startOn(at, 'for-tutors', { blockId: 'nope' });
    expect(missingBlock.status).toBe(409);
    expect(issuePath(missingBlock.body)).toEqual(['blockId']);
    expect(missingBlock.body.msg).toBe(ExperimentMessages.blockNotFound);
    const otherType = await startOn(at, 'for-tutors', { variant: { ...INTRO, id: 'hero-1' } });
    expect(otherType.status).toBe(400);
    expect(issuePath(otherType.body)).toEqual(['variant']);
    expect(otherType.body.msg).toBe(ExperimentMessages.typeMismatch);
    expect((await startOn(at, 'for-tutors')).status).toBe(200);
    const second = await startOn(at, 'for-tutors');
    expect(second.status).toBe(409);
    expect(second.body.msg).toBe(ExperimentMessages.alreadyRunning);
    expect(issuePath(second.body)).toEqual(['blockId']);
    // Another block of the same page may run beside it.
    const other = await startOn(at, 'for-tutors', {
      blockId: 'intro',
      variant: { ...INTRO, markdown: 'Why us, in short.' },
    });
    expect(other.status).toBe(200);
    // A page switched off is not live.
    await at.post('/api/pages/update', { json: { pageId, isActive: false } });
    expect((await startOn(at, 'for-tutors', { blockId: 'intro' })).body.msg).toBe(
      ExperimentMessages.pageNotFound,
    );
  });

  it('lets whoever may publish start and end; the content role reads', async () => {
    await livePageAt(at, 'for-editors');
    const asEditor = (url: string, json: unknown) => at.post(url, { token: at.editor, json });
    await at.post('/api/publishing/update', { json: { editorsNeedReview: true } });
    const started = await startOn(at, 'for-editors');
    expect(started.status).toBe(200);
    const id = (started.body.data as Experiment).id;
    expect((await asEditor('/api/experiments/end', { id, keep: 'control' })).status).toBe(403);
    const byEditor = await asEditor('/api/experiments/create', {
      name: 'x',
      page: 'for-editors',
      blockId: 'intro',
      variant: INTRO,
    });
    expect(byEditor.status).toBe(403);
    expect((await asEditor('/api/experiments/getall', {})).status).toBe(200);
    expect((await asEditor('/api/experiments/results', { id })).status).toBe(200);
    await at.post('/api/publishing/update', { json: { editorsNeedReview: false } });
    expect((await asEditor('/api/experiments/end', { id, keep: 'control' })).status).toBe(200);
    const anonymous = await at.post('/api/experiments/getall', { token: '' });
    expect(anonymous.status).toBe(401);
  });

  it('ends keeping the page: the page is drawn as published again, and only once', async () => {
    await livePageAt(at, 'for-colleges');
    const id = ((await startOn(at, 'for-colleges')).body.data as Experiment).id;
    const version = at.server.context.contentCache.version;
    const ended = await at.post('/api/experiments/end', { json: { id, keep: 'control' } });
    expect(ended.status).toBe(200);
    expect(ended.body.msg).toBe(ExperimentMessages.ended);
    expect(ended.body.data).toMatchObject({ status: 'ended', kept: 'control' });
    expect((ended.body.data as Experiment).endedAt).not.toBeNull();
    expect(at.server.context.contentCache.version).toBeGreaterThan(version);
    expect(await at.server.context.experiments.running('for-colleges')).toEqual([]);
    expect((await at.audit(1))[0]).toMatchObject({ action: 'experiments.end', target: id });
    const again = await at.post('/api/experiments/end', { json: { id, keep: 'variant' } });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(ExperimentMessages.notRunning);
    const missing = await at.post('/api/experiments/end', {
      json: { id: 'nope', keep: 'control' },
    });
    expect(missing.status).toBe(404);
    expect((await at.post('/api/experiments/results', { json: { id: 'nope' } })).status).toBe(404);
    // The block is free for the next experiment.
    expect((await startOn(at, 'for-colleges')).status).toBe(200);
  });

  it('ends keeping the variant: a draft of the page with the block replaced', async () => {
    const pageId = await livePageAt(at, 'for-academies');
    const id = ((await startOn(at, 'for-academies')).body.data as Experiment).id;
    const ended = await at.post('/api/experiments/end', { json: { id, keep: 'variant' } });
    expect(ended.status).toBe(200);
    expect(ended.body.msg).toBe(ExperimentMessages.endedWithVariant);
    expect(ended.body.data).toMatchObject({ status: 'ended', kept: 'variant' });
    const draft = await at.post('/api/drafts/get', { json: { key: 'pages', id: pageId } });
    expect(draft.status).toBe(200);
    const { draft: record, published } = draft.body.data as {
      draft: { blocks: string };
      published: { blocks: string };
    };
    expect(JSON.parse(record.blocks)).toEqual([{ ...heroVariant, id: 'hero-1' }, INTRO]);
    // Nothing is live until the draft is published (or reviewed).
    expect(JSON.parse(published.blocks)).toEqual([HERO, INTRO]);
  });

  it('refuses to keep a variant whose block is gone, and ends keeping the page', async () => {
    const pageId = await livePageAt(at, 'for-gyms');
    const id = ((await startOn(at, 'for-gyms')).body.data as Experiment).id;
    const update = await at.post('/api/pages/update', {
      json: { pageId, blocks: JSON.stringify([INTRO]) },
    });
    expect(update.status).toBe(200);
    const gone = await at.post('/api/experiments/end', { json: { id, keep: 'variant' } });
    expect(gone.status).toBe(409);
    expect(gone.body.msg).toBe(ExperimentMessages.blockGone);
    // Still running: the refusal changed nothing.
    expect((await at.server.context.experiments.running('for-gyms')).map((e) => e.id)).toEqual([
      id,
    ]);
    expect((await at.post('/api/experiments/end', { json: { id, keep: 'control' } })).status).toBe(
      200,
    );
  });

  it('follows its page to a new address: still drawn there, and ends keeping the variant', async () => {
    const pageId = await livePageAt(at, 'for-dance-schools');
    const id = ((await startOn(at, 'for-dance-schools')).body.data as Experiment).id;
    const renamed = await at.post('/api/pages/update', {
      json: { pageId, slug: 'for-dance-academies' },
    });
    expect(renamed.status).toBe(200);
    const running = await at.server.context.experiments.running('for-dance-academies');
    expect(running.map((e) => e.id)).toEqual([id]);
    expect(await at.server.context.experiments.running('for-dance-schools')).toEqual([]);
    const list = (await at.post('/api/experiments/getall')).body.data as Experiment[];
    expect(list.find((e) => e.id === id)?.page).toBe('for-dance-academies');
    const ended = await at.post('/api/experiments/end', { json: { id, keep: 'variant' } });
    expect(ended.status).toBe(200);
    expect(ended.body.msg).toBe(ExperimentMessages.endedWithVariant);
  });
});
