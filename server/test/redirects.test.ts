import { describe, expect, it } from 'vitest';
import { RedirectMessages } from '@/sdk/schemas/redirects';
import { databaseBackends } from './backends';
import { useDraftServer } from './drafts/draftServer';

// Issue 44 (4): a page whose address changes leaves a 301 behind (chains kept one hop long, the
// visitor's query kept); an admin adds and removes redirects, loops and live pages refused.

const page = (slug: string) => ({
  slug,
  title: `Page ${slug}`,
  seoTitle: '',
  seoDescription: '',
  blocks: '[]',
});

describe.each(databaseBackends())('redirects on $name', (backend) => {
  const at = useDraftServer(backend);
  const get = (url: string) => at.server.app.inject({ method: 'GET', url });
  const rename = (pageId: string, slug: string) =>
    at.post('/api/pages/update', { json: { pageId, slug } });
  const redirects = async () =>
    (await at.post('/api/redirects/getall')).body.data as { from: string; to: string }[];

  it('redirects a moved page from every address it had, in one hop, keeping the query', async () => {
    const made = await at.post('/api/pages/create', { json: page('offer-a') });
    const id = (made.body.data as { _id: string })._id;
    expect((await rename(id, 'offer-b')).status).toBe(200);
    expect((await rename(id, 'offer-c')).status).toBe(200);
    expect(await redirects()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: '/offer-a', to: '/offer-c', origin: 'page' }),
        expect.objectContaining({ from: '/offer-b', to: '/offer-c', origin: 'page' }),
      ]),
    );
    const moved = await get('/offer-a?utm_source=mail&utm_campaign=diwali');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/offer-c?utm_source=mail&utm_campaign=diwali');
    // Back to an old address: the page lives there again, so it no longer redirects.
    expect((await rename(id, 'offer-a')).status).toBe(200);
    const list = await redirects();
    expect(list.map((r) => r.from)).not.toContain('/offer-a');
    expect(list).toEqual(
      expect.arrayContaining([expect.objectContaining({ from: '/offer-c', to: '/offer-a' })]),
    );
    expect((await get('/offer-a')).statusCode).not.toBe(301);
  });

  it('takes a redirect by hand to a page or another site, and removes it', async () => {
    const added = await at.post('/api/redirects/create', {
      json: { from: '/old-site/pricing', to: 'https://pricing.example.com/plans' },
    });
    expect(added.status).toBe(200);
    const moved = await get('/old-site/pricing?x=1');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('https://pricing.example.com/plans');
    const removed = await at.post('/api/redirects/delete', { json: { from: '/old-site/pricing' } });
    expect(removed.status).toBe(200);
    expect((await get('/old-site/pricing')).statusCode).not.toBe(301);
    const again = await at.post('/api/redirects/delete', { json: { from: '/old-site/pricing' } });
    expect(again.status).toBe(404);
  });

  it('refuses loops, a redirect to itself, a live page and the site’s own addresses', async () => {
    await at.post('/api/redirects/create', { json: { from: '/loop-a', to: '/loop-b' } });
    const loop = await at.post('/api/redirects/create', {
      json: { from: '/loop-b', to: '/loop-a' },
    });
    expect(loop.status).toBe(409);
    expect(loop.body.msg).toBe(RedirectMessages.loop);
    const self = await at.post('/api/redirects/create', {
      json: { from: '/same', to: '/same?a=1' },
    });
    expect(self.status).toBe(409);
    await at.post('/api/pages/create', { json: page('live-page') });
    const live = await at.post('/api/redirects/create', {
      json: { from: '/live-page', to: '/elsewhere' },
    });
    expect(live.status).toBe(409);
    expect(live.body.msg).toBe(RedirectMessages.pageLives);
    for (const from of ['/', '/api/x', '/login', '/manage-faqs', 'no-slash', '//evil.example']) {
      const refused = await at.post('/api/redirects/create', { json: { from, to: '/x' } });
      expect(refused.status, from).toBe(400);
    }
    for (const to of ['javascript:alert(1)', '//evil.example', 'http://plain.example.com']) {
      const refused = await at.post('/api/redirects/create', { json: { from: '/y', to } });
      expect(refused.status, to).toBe(400);
    }
  });

  it('lets an editor read redirects, and change them only while editors publish', async () => {
    const asEditor = (url: string, json: unknown) => at.post(url, { token: at.editor, json });
    expect((await asEditor('/api/redirects/getall', {})).status).toBe(200);
    await at.post('/api/publishing/update', { json: { editorsNeedReview: true } });
    const refused = await asEditor('/api/redirects/create', { from: '/by-editor', to: '/x' });
    expect(refused.status).toBe(403);
    await at.post('/api/publishing/update', { json: { editorsNeedReview: false } });
    expect((await asEditor('/api/redirects/create', { from: '/by-editor', to: '/x' })).status).toBe(
      200,
    );
    const [entry] = await at.audit(1);
    expect(entry?.action).toBe('redirects.create');
  });
});
