import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreviewLinkCreated } from '@/sdk/schemas/previewLinks';
import { PREVIEW_VALUE_MAX_LENGTH, PreviewRendered } from '@/sdk/schemas/previewRender';
import { contentDrafts } from '../../db/schema';
import { demoHome } from '../../demo/demoCopy';
import { adminToken, seedContent } from '../fixtures';
import { call } from '../requests';
import { startTestApp } from '../testApp';
import type { TestServer } from '../testApp';
import { fakeRenderBuild } from './fakeRender';

// POST /api/preview/render (issue 47): the console's preview follows unsaved typing.

let server: TestServer;
let token: string;
let link: PreviewLinkCreated;
let build: string;
const get = (url: string) => server.app.inject({ method: 'GET', url });
/** The home form as the console holds it: every field as text. */
const homeForm = Object.fromEntries(Object.entries(demoHome).map(([k, v]) => [k, String(v)]));
const render = (json: unknown, as = token) =>
  call(server.app, '/api/preview/render', { token: as, json });
const drafts = () => server.context.db.select().from(contentDrafts);

beforeAll(async () => {
  build = mkdtempSync(join(tmpdir(), 'lms-preview-render-'));
  server = await startTestApp({ staticDir: fakeRenderBuild(build) });
  await seedContent(server.context.db);
  token = await adminToken(server.context.db);
  const drafted = await call(server.app, '/api/teacherHomePage/draft', {
    token,
    json: { ...demoHome, homeSettingId: 'home-1', bannerTitle: 'Saved draft title' },
  });
  expect(drafted.status).toBe(200);
  const made = await call(server.app, '/api/preview/links/create', {
    token,
    json: { label: 'Console preview', hours: 1, consolePage: '/' },
  });
  link = PreviewLinkCreated.parse(made.body.data);
});
afterAll(async () => {
  await server.close();
  rmSync(build, { recursive: true, force: true });
});

describe('the live preview of unsaved typing', () => {
  it("renders the link's page with the form's values over the record, stores nothing", async () => {
    const before = await drafts();
    const answer = await render({
      token: link.token,
      page: '/',
      key: 'home',
      id: 'home-1',
      values: { ...homeForm, bannerTitle: 'Typed, not saved <b>yet</b> $&' },
    });
    expect(answer.status).toBe(200);
    const { html } = PreviewRendered.parse(answer.body.data);
    // Escaped by the render, joined not replaced.
    expect(html).toContain('<h1>Typed, not saved &lt;b&gt;yet&lt;/b&gt; $&amp;</h1>');
    expect(html).toContain('Preview: not live.');
    expect(html).toContain(`href="/preview/${link.token}/privacy-policy"`);
    // The frame runs nothing: the page's scripts are left out.
    expect(html).not.toMatch(/<script\b/);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['x-robots-tag']).toContain('noindex');
    // Nothing stored: the draft, the saved preview and the public page are as they were.
    expect(await drafts()).toEqual(before);
    expect((await get(link.path)).body).toContain('Saved draft title');
    expect((await get(link.path)).body).not.toContain('Typed, not saved');
    expect((await get('/')).body).not.toContain('Typed, not saved');
  });

  it('shows a new item first and hides an item switched off in the form', async () => {
    const added = await render({
      token: link.token,
      page: '/',
      key: 'faqs',
      values: { question: 'A question not saved yet?', answer: 'Soon.', isActive: 'true' },
    });
    expect(added.status).toBe(200);
    const { html } = PreviewRendered.parse(added.body.data);
    expect(html).toContain('<ul><li>A question not saved yet?</li><li>Is there an app?</li>');
    const off = await render({
      token: link.token,
      page: '/',
      key: 'faqs',
      id: 'faq-1',
      values: { question: 'Is there an app?', answer: 'Yes.', isActive: 'false' },
    });
    expect(PreviewRendered.parse(off.body.data).html).not.toContain('Is there an app?');
    expect((await get(link.path)).body).toContain('Is there an app?');
  });

  it('is refused without a signed-in user or a live link', async () => {
    const body = { token: link.token, page: '/', key: 'home', id: 'home-1', values: homeForm };
    expect((await call(server.app, '/api/preview/render', { json: body })).status).toBe(401);
    const unknown = await render({ ...body, token: 'x'.repeat(43) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('This preview link is not live any more; reopen the preview.');
    const other = await call(server.app, '/api/preview/links/create', {
      token,
      json: { label: 'Reviewer', hours: 1 },
    });
    const revoked = PreviewLinkCreated.parse(other.body.data);
    await call(server.app, '/api/preview/links/revoke', { token, json: { linkId: revoked._id } });
    expect((await render({ ...body, token: revoked.token })).status).toBe(404);
    const gone = await render({ ...body, id: 'no-such-record' });
    expect(gone.status).toBe(404);
    expect(gone.body.msg).toBe('The record the form shows no longer exists.');
  });

  it('refuses a bad shape or a value the form could not save, with a clear message', async () => {
    const base = { token: link.token, page: '/', key: 'home', id: 'home-1' };
    const cases: Array<[unknown, string]> = [
      [{ ...base, values: { bannerTitle: 12 } }, 'Send each field as text.'],
      [{ ...base, key: 'nothing', values: {} }, 'Unknown kind of content.'],
      [{ ...base, page: 'home', values: {} }, 'Give the page as a path, e.g. /privacy-policy.'],
      [{ ...base, values: {}, extra: 1 }, ''],
      [
        {
          ...base,
          values: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`f${i}`, 'x'])),
        },
        'Too many fields to preview.',
      ],
      [
        { ...base, values: { ...homeForm, bannerTitle: 'x'.repeat(PREVIEW_VALUE_MAX_LENGTH + 1) } },
        'A field is too long to preview.',
      ],
      [{ ...base, values: { ...homeForm, bannerTitle: '   ' } }, 'All fields are required.'],
    ];
    for (const [json, message] of cases) {
      const answer = await render(json);
      expect(answer.status, JSON.stringify(json).slice(0, 80)).toBe(400);
      if (message) expect(answer.body.msg).toBe(message);
      expect(JSON.stringify(answer.body)).not.toMatch(/at .*\.ts:\d+|stack/i);
    }
    const page = await render({ ...base, page: '/login', values: homeForm });
    expect(page.status).toBe(404);
    expect(page.body.msg).toBe('This page has no preview.');
  });
});
