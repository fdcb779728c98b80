import { describe, expect, it } from 'vitest';
import { DraftDetail, DraftMessages, DraftSummary } from '@/sdk/content/drafts';
import { Release } from '@/sdk/content/releases';
import { databaseBackends } from '../backends';
import { useDraftServer } from './draftServer';

// Issue 44: a draft's answer names the release holding it, so the record's form can say it is
// scheduled before a save takes it off the schedule (e2e/pageSchedule.e2e.ts found the gap).

describe.each(databaseBackends())('the release holding a draft on $name', (backend) => {
  const at = useDraftServer(backend);
  const faq = { key: 'faqs', id: 'faq-1' };
  const saveFaq = (answer: string) =>
    at.post('/api/faqSection/draft', { json: { faqSectionId: faq.id, answer } });
  const draftOf = async () =>
    DraftDetail.parse((await at.post('/api/drafts/get', { json: faq })).body.data);
  const listed = async () => {
    const answer = await at.post('/api/drafts/getall', { json: { key: 'faqs' } });
    return DraftSummary.array()
      .parse(answer.body.data)
      .find((draft) => draft.id === faq.id);
  };
  const schedule = (releaseId: string) =>
    at.post('/api/releases/schedule', { json: { releaseId, at: '2030-01-01T09:00:00+05:30' } });

  it('names a scheduled release with its time, then without it once unscheduled or saved again', async () => {
    await saveFaq('An answer for Diwali');
    // A draft in no release says nothing of one.
    expect((await draftOf()).release).toBeUndefined();
    const created = await at.post('/api/releases/create', {
      json: { name: 'Diwali', items: [faq] },
    });
    const release = Release.parse(created.body.data);
    expect((await schedule(release._id)).status).toBe(200);
    const scheduled = { id: release._id, name: 'Diwali', scheduledAt: '2030-01-01T03:30:00.000Z' };
    expect((await draftOf()).release).toEqual(scheduled);
    expect((await listed())?.release).toEqual(scheduled);

    await at.post('/api/releases/unschedule', { json: { releaseId: release._id } });
    const open = { ...scheduled, scheduledAt: null };
    expect((await draftOf()).release).toEqual(open);
    expect((await listed())?.release).toEqual(open);

    // Saving again takes it off the schedule, and the save's own answer says so already.
    expect((await schedule(release._id)).status).toBe(200);
    const saved = await saveFaq('An answer for Diwali, corrected');
    expect(saved.body.msg).toBe(DraftMessages.savedOffSchedule);
    expect(DraftDetail.parse(saved.body.data).release).toEqual(open);
    expect((await draftOf()).release).toEqual(open);

    // Discarded, the record leaves the release: a new draft is in none.
    await at.post('/api/drafts/discard', { json: faq });
    await saveFaq('A later answer');
    expect((await draftOf()).release).toBeUndefined();
    await at.post('/api/drafts/discard', { json: faq });
  });

  it('names only a release not run yet, and the one due first', async () => {
    await saveFaq('Two releases');
    const make = async (name: string) =>
      Release.parse(
        (await at.post('/api/releases/create', { json: { name, items: [faq] } })).body.data,
      );
    const later = await make('Later');
    const sooner = await make('Sooner');
    await at.post('/api/releases/schedule', {
      json: { releaseId: later._id, at: '2031-01-01T09:00:00+05:30' },
    });
    await schedule(sooner._id);
    expect((await draftOf()).release?.name).toBe('Sooner');
    // Published, a release holds nothing any more (it keeps its items as a record).
    await at.post('/api/releases/publish', { json: { releaseId: sooner._id } });
    await saveFaq('After the release');
    expect((await draftOf()).release).toBeUndefined();
    await at.post('/api/drafts/discard', { json: faq });
  });
});
