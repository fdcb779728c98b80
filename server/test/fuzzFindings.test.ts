import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROKEN_TEXT } from '../http/text';
import { adminToken, seedContent } from './fixtures';
import { baseLead } from './leadSeeds';
import { call } from './requests';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

// What the schema fuzzer (server/test/fuzz) found, pinned as plain tests. Before the fix a lone
// surrogate in a lead was answered 200 and stored altered (PostgreSQL has no form for it), and a
// NUL character could not be stored at all.
let server: TestServer;
let token: string;
const lead = baseLead;

beforeAll(async () => {
  server = await startTestApp();
  await seedContent(server.context.db);
  token = await adminToken(server.context.db);
});
afterAll(() => server.close());

describe('fuzz findings', () => {
  it.each([
    ['a lone low surrogate', { ...lead, message: 'x\udfffy' }, ['message']],
    ['a lone high surrogate', { ...lead, name: 'Asha \ud83d' }, ['name']],
    ['a NUL character', { ...lead, message: 'a\u0000b' }, ['message']],
  ])('a lead with %s gets 400 and is not stored', async (_, body, path) => {
    const answer = await call(server.app, '/api/leads/create', { json: body });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, msg: BROKEN_TEXT, issues: [{ path }] });
    const inbox = await call(server.app, '/api/leads/getall', { token, json: {} });
    expect((inbox.body.data as { total: number }).total).toBe(0);
  });

  it('a NUL in a multipart form field gets 400 too', async () => {
    const answer = await call(server.app, '/api/clientSection/update', {
      token,
      form: { clientSectionId: 'client-1', clientTitle: 'Logo\u0000' },
    });
    expect(answer).toMatchObject({ status: 400, body: { msg: BROKEN_TEXT } });
  });

  it('well-formed text with RTL marks and 4-byte emoji is stored as sent', async () => {
    const message = '\u200fمرحبا\u200e 😀🎓 e\u0301';
    const answer = await call(server.app, '/api/leads/create', { json: { ...lead, message } });
    expect(answer.status).toBe(200);
    expect((answer.body.data as { message: string }).message).toBe(message);
  });
});
