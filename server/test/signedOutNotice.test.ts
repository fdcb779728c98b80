import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_OUT_PATH } from '@/sdk/signedOut';
import { isSignedOutView } from '../render/signedOutNotice';
import { buildSite } from './siteBuild';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

// "Sign-out says so" (issue 47 item 6): the console signs out to /?signed-out; the server writes
// "You are signed out." into that view of the landing page only, filed apart from the plain /
// in the page cache and the early answers, and the landing page's scripts are the same.

const out = mkdtempSync(join(tmpdir(), 'lms-signed-out-'));
let server: TestServer;

beforeAll(async () => {
  server = await startTestApp({ staticDir: await buildSite(out), demoContent: true });
}, 300_000);
afterAll(async () => {
  await server?.close();
  rmSync(out, { recursive: true, force: true });
});

const NOTICE =
  '<div id="lms-signed-out" role="status">You are signed out. <a href="/login">Sign in again</a></div>';
const get = (url: string) => server.app.inject({ method: 'GET', url });
/** The page's script and stylesheet tags: the notice brings none. */
const assets = (html: string) => html.match(/<(script|link)\b[^>]*>/g) ?? [];

describe('the landing page after signing out', () => {
  it('says "You are signed out." first in the body, outside #root, with a way back in', async () => {
    const answer = await get(SIGNED_OUT_PATH);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(`<body>${NOTICE}`);
    expect(answer.body.indexOf(NOTICE)).toBeLessThan(answer.body.indexOf('<div id="root">'));
    expect(answer.body).toContain('<style>#lms-signed-out{');
  });

  it('is not said on the plain landing page, before or after the signed-out view', async () => {
    const before = await get('/?utm_source=newsletter');
    expect(before.body).not.toContain('You are signed out.');
    await get(SIGNED_OUT_PATH);
    // Asked twice: the second is answered from the cache, early (cache/cachedAnswers.ts).
    for (const url of ['/', '/', '/?signed', '/?n=1']) {
      const answer = await get(url);
      expect(answer.statusCode).toBe(200);
      expect(answer.body, url).not.toContain('lms-signed-out');
    }
    // And the signed-out view, asked again, still says so.
    expect((await get(SIGNED_OUT_PATH)).body).toContain(NOTICE);
  });

  it('is one cache entry whatever the mark says, and the page has the same scripts', async () => {
    const { contentCache } = server.context;
    const { cachedAnswers } = server;
    await get('/');
    await get(SIGNED_OUT_PATH);
    const plain = await get('/');
    const before = { pages: contentCache.size, answers: cachedAnswers.size };
    for (const url of [
      '/?signed-out=1',
      '/?signed-out=2',
      '/?utm_source=x&signed-out',
      '/?signed-out=',
    ]) {
      expect((await get(url)).body, url).toContain(NOTICE);
    }
    expect(contentCache.size).toBe(before.pages);
    expect(cachedAnswers.size).toBe(before.answers);
    expect(assets((await get(SIGNED_OUT_PATH)).body)).toEqual(assets(plain.body));
  });

  it('is the landing page only', async () => {
    expect(isSignedOutView('/?signed-out')).toBe(true);
    expect(isSignedOutView('/privacy-policy?signed-out')).toBe(false);
    expect(isSignedOutView('/')).toBe(false);
    expect(isSignedOutView('/?signed-outx')).toBe(false);
    const policy = await get('/privacy-policy?signed-out');
    expect(policy.statusCode).toBe(200);
    expect(policy.body).not.toContain('lms-signed-out');
  });
});
