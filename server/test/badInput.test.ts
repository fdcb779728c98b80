import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiFailure } from '@/sdk/schemas';
import { adminToken, seedContent } from './fixtures';
import { allEndpoints, tokenEndpoints, writeEndpoints } from './endpoints';
import { call } from './requests';
import type { Answer } from './requests';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestApp();
  await seedContent(server.context.db);
  token = await adminToken(server.context.db);
});
afterAll(() => server.close());

/** Every refusal: the wanted 4xx, the failure envelope, a msg a person can read. */
function expectRefused(answer: Answer, status: number) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const failure = ApiFailure.parse(answer.body);
  expect(failure.msg.length).toBeGreaterThan(0);
  expect(JSON.stringify(answer.body)).not.toMatch(/stack|at \/|select |insert |pglite/i);
  return failure;
}

describe('malformed and mistyped bodies answer 400, never 500', () => {
  it.each(allEndpoints)('%s: malformed JSON', async (url) => {
    expectRefused(await call(server.app, url, { token, raw: '{"name": ' }), 400);
  });

  // Logout and the singleton reads take no body (spec: payload "none") and ignore one; a
  // malformed one is still refused above, by the parser.
  const noBody = /logout|teacherHomePage\/getall|SectionContent\/getall/;
  const withBody = allEndpoints.filter((url) => !noBody.test(url));

  it.each(withBody)('%s: a JSON array instead of an object', async (url) => {
    expectRefused(await call(server.app, url, { token, json: [1, 2] }), 400);
  });

  it.each(withBody)('%s: wrong types', async (url) => {
    const wrong = {
      _id: 5,
      clientSectionId: 5,
      testimonialSectionId: {},
      homeSettingId: [],
      username: 1,
      name: true,
      isActive: 'maybe',
    };
    expectRefused(await call(server.app, url, { token, json: wrong }), 400);
  });
});

describe('missing fields answer 400 with the issues listed', () => {
  const needsFields = [...writeEndpoints.map((e) => e.url), '/api/admin/auth/login'];
  it.each([...needsFields, '/api/leads/create'])('%s: empty object', async (url) => {
    const failure = expectRefused(await call(server.app, url, { token, json: {} }), 400);
    expect(failure.issues?.length).toBeGreaterThan(0);
  });
});

describe('unknown ids answer 404', () => {
  it.each(writeEndpoints.filter((e) => e.unknownId))('$url', async ({ url, unknownId }) => {
    expectRefused(await call(server.app, url, { token, json: unknownId }), 404);
  });
});

describe('writes without a valid token answer 401', () => {
  it.each(tokenEndpoints)('%s: no token', async (url) => {
    expectRefused(await call(server.app, url, { json: {} }), 401);
  });

  it.each(tokenEndpoints)('%s: unknown token', async (url) => {
    expectRefused(await call(server.app, url, { token: 'not-a-token', json: {} }), 401);
  });

  it.each(tokenEndpoints)('%s: expired token', async (url) => {
    const expired = await adminToken(server.context.db, -1);
    expectRefused(await call(server.app, url, { token: expired, json: {} }), 401);
  });

  it('a revoked token (after logout)', async () => {
    const revoked = await adminToken(server.context.db);
    expect((await call(server.app, '/api/admin/auth/logout', { token: revoked })).status).toBe(200);
    for (const url of tokenEndpoints) {
      expectRefused(await call(server.app, url, { token: revoked, json: {} }), 401);
    }
  });
});

describe('other paths', () => {
  it('an unknown API path answers 404 in the envelope', async () => {
    expectRefused(await call(server.app, '/api/nothing/here', { json: {} }), 404);
  });

  it('an unsupported content type answers 415', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/leads/create',
      headers: { 'content-type': 'application/xml' },
      payload: '<lead/>',
    });
    expectRefused({ status: response.statusCode, body: response.json(), headers: {} }, 415);
  });
});
