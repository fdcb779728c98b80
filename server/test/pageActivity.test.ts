import { describe, expect, it } from 'vitest';
import { PageActivity } from '@/sdk/schemas/pageActivity';
import { analyticsDay } from '../analytics/analyticsDay';
import { recordEvent } from '../analytics/analyticsStore';
import { databaseBackends } from './backends';
import { useDraftServer } from './drafts/draftServer';

// Issue 44 (3): the pages list shows when each page last changed, who changed it, and how many
// people it reached over the last 30 days (issue 45's roll-ups).

const page = (slug: string) => ({
  slug,
  title: `Page ${slug}`,
  seoTitle: '',
  seoDescription: '',
  blocks: '[]',
});
const daysAgo = (n: number) => analyticsDay(new Date(Date.now() - n * 86_400_000));

describe.each(databaseBackends())('the pages list activity on $name', (backend) => {
  const at = useDraftServer(backend);
  const activity = async (token = at.admin) => {
    const answer = await at.post('/api/pages/activity', { token });
    expect(answer.status).toBe(200);
    return PageActivity.array().parse(answer.body.data);
  };

  it('names the last publish, then a newer draft, and counts the last 30 days only', async () => {
    const made = await at.post('/api/pages/create', { json: page('for-schools') });
    const id = (made.body.data as { _id: string })._id;
    const db = at.server.context.db;
    const view = { kind: 'pageview', page: '/for-schools', device: 'mobile' } as const;
    await recordEvent(db, { ...view, day: daysAgo(0), visitor: 'a' });
    await recordEvent(db, { ...view, day: daysAgo(0), visitor: 'a' });
    await recordEvent(db, { ...view, day: daysAgo(3), visitor: 'b' });
    await recordEvent(db, { ...view, kind: 'lead', day: daysAgo(3), visitor: 'b' });
    // Outside the 30 days, and another page: neither counts.
    await recordEvent(db, { ...view, day: daysAgo(30), visitor: 'c' });
    await recordEvent(db, { ...view, page: '/for-colleges', day: daysAgo(0), visitor: 'd' });

    const published = (await activity()).find((p) => p.id === id);
    expect(published).toMatchObject({ draft: false, views: 3, visitors: 2, leads: 1 });
    expect(published?.changedBy).toBeTruthy();
    expect(Date.now() - Date.parse(published?.changedAt ?? '')).toBeLessThan(60_000);

    const drafted = await at.post('/api/pages/draft', {
      token: at.editor,
      json: { pageId: id, title: 'Schools: the new offer' },
    });
    expect(drafted.status).toBe(200);
    const after = (await activity(at.editor)).find((p) => p.id === id);
    expect(after?.draft).toBe(true);
    expect(after?.changedBy).not.toBe(published?.changedBy);
  });

  it('lists a page that exists only as a draft, with nothing counted', async () => {
    const drafted = await at.post('/api/pages/draft', { json: page('webinar-december') });
    expect(drafted.status).toBe(200);
    const id = (drafted.body.data as { id: string }).id;
    expect((await activity()).find((p) => p.id === id)).toMatchObject({
      draft: true,
      views: 0,
      leads: 0,
    });
  });

  it('is for the content role only', async () => {
    const answer = await at.post('/api/pages/activity', { token: '' });
    expect(answer.status).toBe(401);
  });
});
