import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreviewLinkCreated } from '@/sdk/schemas/previewLinks';
import { adminToken } from '../fixtures';
import { call } from '../requests';
import { buildSite } from '../siteBuild';
import { startTestApp } from '../testApp';
import type { TestServer } from '../testApp';

// The preview with the real builds (vite's browser and server render) and the demo content: the
// same pages visitors get, with the drafts in them.
let out: string;
let server: TestServer;
let link: PreviewLinkCreated;
const get = (url: string) => server.app.inject({ method: 'GET', url });

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'lms-preview-real-'));
  server = await startTestApp({ staticDir: await buildSite(out), demoContent: true });
  const token = await adminToken(server.context.db);
  const [home] = (await call(server.app, '/api/teacherHomePage/getall')).body.data as Record<
    string,
    unknown
  >[];
  const { _id, bannerImage: _a, mobileBannerImage: _b, serviceImage: _c, ...fields } = home!;
  const drafted = await call(server.app, '/api/teacherHomePage/draft', {
    token,
    json: { ...fields, homeSettingId: _id, bannerTitle: 'A drafted banner title' },
  });
  expect(drafted.status, JSON.stringify(drafted.body)).toBe(200);
  const [privacy] = (await call(server.app, '/api/privacyPolicy/getall')).body.data as Record<
    string,
    unknown
  >[];
  const policy = await call(server.app, '/api/privacyPolicy/draft', {
    token,
    json: { ...privacy, privacyPolicyId: privacy!._id, _id: undefined, title: 'Drafted privacy' },
  });
  expect(policy.status, JSON.stringify(policy.body)).toBe(200);
  link = PreviewLinkCreated.parse(
    (await call(server.app, '/api/preview/links/create', { token, json: {} })).body.data,
  );
}, 300_000);
afterAll(async () => {
  await server?.close();
  rmSync(out, { recursive: true, force: true });
});

describe('the preview of the real pages', () => {
  it('shows the drafted landing page and policy, and the public the published ones', async () => {
    const preview = await get(link.path);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('A drafted banner title');
    expect(preview.body).toContain('noindex');
    // Every script tag of the real build carries the answer's nonce (issue 47).
    const nonce = /'nonce-([^']+)'/.exec(String(preview.headers['content-security-policy']))?.[1];
    expect(nonce).toBeDefined();
    const scripts = preview.body.match(/<script\b[^>]*>|<link\b[^>]*rel="modulepreload"[^>]*>/g);
    expect(scripts?.length).toBeGreaterThan(1);
    for (const tag of scripts ?? []) expect(tag).toContain(`nonce="${nonce}"`);
    const policy = await get(`${link.path}privacy-policy`);
    expect(policy.statusCode).toBe(200);
    expect(policy.body).toContain('Drafted privacy');
    const publicLanding = await get('/');
    expect(publicLanding.body).not.toContain('A drafted banner title');
    expect((await get('/privacy-policy')).body).not.toContain('Drafted privacy');
  });
});
