import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_HEADER } from '@/sdk/schemas';
import { demoHome } from '../demo/demoCopy';
import { call } from './requests';
import { seededServer } from './seededServer';

const seeded = seededServer();

const read = (url: string, headers: Record<string, string> = {}) =>
  seeded.server.app.inject({ method: 'POST', url, headers, payload: {} });
const bannerTitle = (body: string) =>
  (JSON.parse(body) as { data: Array<{ bannerTitle: string }> }).data[0]?.bannerTitle;

describe('content reads from the cache', () => {
  it('answers an ETag, and 304 without a body when the client holds that version', async () => {
    const first = await read('/api/teacherHomePage/getall');
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await read('/api/teacherHomePage/getall', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await read('/api/teacherHomePage/getall', { 'if-none-match': 'W/"other"' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('shows a console edit in the very next read, with a new ETag', async () => {
    const before = await read('/api/teacherHomePage/getall');
    expect(bannerTitle(before.body)).not.toBe('Edited in the console');
    const edit = await call(seeded.server.app, '/api/teacherHomePage/update', {
      token: seeded.token,
      json: { ...demoHome, homeSettingId: 'home-1', bannerTitle: 'Edited in the console' },
    });
    expect(edit.status).toBe(200);
    const after = await read('/api/teacherHomePage/getall', {
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(bannerTitle(after.body)).toBe('Edited in the console');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('drops a deleted item from the visitors’ list at once', async () => {
    const ids = async () =>
      (
        JSON.parse((await read('/api/clientSection/getall')).body) as { data: { _id: string }[] }
      ).data.map((item) => item._id);
    expect(await ids()).toContain('client-1');
    const removed = await call(seeded.server.app, '/api/clientSection/delete', {
      token: seeded.token,
      json: { clientSectionId: 'client-1' },
    });
    expect(removed.status).toBe(200);
    expect(await ids()).not.toContain('client-1');
  });

  it('keeps visitors’ and admins’ answers apart', async () => {
    const visitor = await read('/api/clientSection/getall');
    const admin = await read('/api/clientSection/getall', { [ADMIN_TOKEN_HEADER]: seeded.token });
    expect(visitor.body).not.toContain('client-2');
    expect(admin.body).toContain('client-2');
  });

  it('sends the cached answer brotli-compressed to clients that accept it', async () => {
    const plain = await read('/api/testimonialSection/getall');
    const compressed = await read('/api/testimonialSection/getall', {
      'accept-encoding': 'gzip, br',
    });
    if (plain.rawPayload.length < 1024) {
      expect(compressed.headers['content-encoding']).toBeUndefined();
    } else {
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    }
    expect(compressed.headers.etag).toBe(plain.headers.etag);
  });
});
