import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreviewLinkCreated } from '@/sdk/schemas/previewLinks';
import { adminToken } from './fixtures';
import { conformanceErrors } from './publicHtmlConformance';
import { call } from './requests';
import { buildSite } from './siteBuild';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

// Issue 46 item 5: every public page, as the real server renders it from the real builds and the
// demo content, is conforming HTML (html-validate, server/test/publicHtmlConformance.ts).

const out = mkdtempSync(join(tmpdir(), 'lms-html-valid-'));
let server: TestServer;
let previewPath: string;

beforeAll(async () => {
  server = await startTestApp({ staticDir: await buildSite(out), demoContent: true });
  const token = await adminToken(server.context.db);
  const created = await call(server.app, '/api/preview/links/create', { token, json: {} });
  previewPath = PreviewLinkCreated.parse(created.body.data).path;
}, 300_000);
afterAll(async () => {
  await server?.close();
  rmSync(out, { recursive: true, force: true });
});

const PAGES = [
  { page: 'the landing page', url: () => '/', status: 200 },
  // Issue 47 item 6: the server's "You are signed out." before #root.
  { page: 'the landing page after signing out', url: () => '/?signed-out', status: 200 },
  { page: 'the privacy policy', url: () => '/privacy-policy', status: 200 },
  { page: 'the terms and conditions', url: () => '/term-condition', status: 200 },
  { page: 'the refund policy', url: () => '/refund-policy', status: 200 },
  { page: 'the lead page', url: () => '/book-a-demo', status: 200 },
  { page: "the lead page's thanks", url: () => '/book-a-demo/thanks', status: 200 },
  { page: 'the 404 page', url: () => '/no-such-page', status: 404 },
  { page: 'a preview of the landing page', url: () => previewPath, status: 200 },
  // The demo's page built from blocks (issue 44): its kept blocks' wrappers had an inline style.
  { page: 'a page built from blocks', url: () => '/for-coaching-institutes', status: 200 },
];

describe('the public HTML conforms (html-validate)', () => {
  it.each(PAGES)('$page', async ({ url, status }) => {
    const answer = await server.app.inject({ method: 'GET', url: url() });
    expect(answer.statusCode).toBe(status);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(await conformanceErrors(answer.body)).toEqual([]);
  });
});
