import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreviewLink, PreviewLinkCreated } from '@/sdk/schemas/previewLinks';
import { adminToken, roleToken, seedContent } from '../fixtures';
import { call } from '../requests';
import { startTestApp } from '../testApp';
import type { TestServer } from '../testApp';
import { fakeRenderBuild } from './fakeRender';

// Issue 47 (3): each "Show preview" in the console asked for a new one-hour link and left the
// last one live (three piled up). A console link names its page; the caller's earlier live one
// for that page is revoked as the new one is made.

let server: TestServer;
let build: string;
let admin: string;
let editor: string;
const get = (url: string) => server.app.inject({ method: 'GET', url });

const consoleLink = async (token: string, consolePage: string) => {
  const made = await call(server.app, '/api/preview/links/create', {
    token,
    json: { label: 'Console preview', hours: 1, consolePage },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return PreviewLinkCreated.parse(made.body.data);
};
const links = async () =>
  PreviewLink.array().parse(
    (await call(server.app, '/api/preview/links/getall', { token: admin })).body.data,
  );
const live = async (label: string) =>
  (await links()).filter((link) => link.active && link.label === label);

beforeAll(async () => {
  build = mkdtempSync(join(tmpdir(), 'lms-console-preview-'));
  server = await startTestApp({ staticDir: fakeRenderBuild(build) });
  await seedContent(server.context.db);
  admin = await adminToken(server.context.db);
  editor = await roleToken(server.context.db, 'editor');
});
afterAll(async () => {
  await server.close();
  rmSync(build, { recursive: true, force: true });
});

describe("the console's preview link", () => {
  it('three Show preview calls for one page leave one live link, the newest', async () => {
    const made = [
      await consoleLink(admin, '/'),
      await consoleLink(admin, '/'),
      await consoleLink(admin, '/'),
    ];
    expect(made[2]!.label).toBe('Console preview of /');
    const open = await live('Console preview of /');
    expect(open.map((link) => link._id)).toEqual([made[2]!._id]);
    expect((await get(made[0]!.path)).statusCode).toBe(404);
    expect((await get(made[1]!.path)).statusCode).toBe(404);
    expect((await get(made[2]!.path)).statusCode).toBe(200);
  });

  it("keeps one per page and per user: another page's link and another user's stay", async () => {
    const landing = await consoleLink(admin, '/');
    const policy = await consoleLink(admin, '/privacy-policy');
    const theirs = await consoleLink(editor, '/');
    expect((await live('Console preview of /')).map((link) => link._id).sort()).toEqual(
      [landing._id, theirs._id].sort(),
    );
    expect((await live('Console preview of /privacy-policy')).map((link) => link._id)).toEqual([
      policy._id,
    ]);
    for (const link of [landing, policy, theirs])
      expect((await get(link.path)).statusCode).toBe(200);
  });

  it('leaves links made to share alone, however many', async () => {
    const shared = [
      await call(server.app, '/api/preview/links/create', {
        token: admin,
        json: { label: 'Priya' },
      }),
      await call(server.app, '/api/preview/links/create', {
        token: admin,
        json: { label: 'Priya' },
      }),
    ].map((answer) => PreviewLinkCreated.parse(answer.body.data));
    await consoleLink(admin, '/');
    expect((await live('Priya')).length).toBe(2);
    for (const link of shared) expect((await get(link.path)).statusCode).toBe(200);
  });

  it('refuses a page that is not a path, with a clear message', async () => {
    const bad = await call(server.app, '/api/preview/links/create', {
      token: admin,
      json: { consolePage: 'https://example.com/' },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Give the page as a path, e.g. /privacy-policy.');
  });
});
