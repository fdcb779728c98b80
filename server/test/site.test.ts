import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

const dist = mkdtempSync(join(tmpdir(), 'lms-dist-'));
let built: TestServer;
let unbuilt: TestServer;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>LMS app</title>');
  writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
  built = await startTestApp({ staticDir: dist });
  unbuilt = await startTestApp();
});
afterAll(async () => {
  await built.close();
  await unbuilt.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (server: TestServer, url: string) => server.app.inject({ method: 'GET', url });

describe('the site beside the API', () => {
  it('answers client routes with index.html (history fallback)', async () => {
    for (const url of ['/', '/manage-client', '/update-client/abc']) {
      const page = await get(built, url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<title>LMS app</title>');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with long cache headers', async () => {
    const asset = await get(built, '/assets/app-1a2b.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('keeps /api and /uploads misses as JSON 404s', async () => {
    for (const url of ['/api/clientSection/getall', '/uploads/missing.png']) {
      const miss = await get(built, url);
      expect(miss.statusCode, url).toBe(404);
      expect(miss.json()).toMatchObject({ success: false });
    }
  });

  it('serves a placeholder page until the app is built', async () => {
    const page = await get(unbuilt, '/dashboard');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('The API is running');
  });
});
