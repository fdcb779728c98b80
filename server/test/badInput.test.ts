import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiFailure } from '@/sdk/schemas';
import { BodyShapeMessages, MAX_BODY_DEPTH, MAX_BODY_ITEMS } from '../http/bodyShape';
import { FormMessages } from '../http/form';
import { adminToken, seedContent } from './fixtures';
import { multipartPayload } from './fuzz/hostileForms';
import type { FormPart } from './fuzz/hostileForms';
import { baseLead } from './leadSeeds';
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

/** JSON nested `levels` deep in all (the body's own object is the first level). */
const nestedBody = (levels: number) =>
  `{"name":${'['.repeat(levels - 1)}"x"${']'.repeat(levels - 1)}}`;

describe('bodies whose shape is the attack answer 400 on every route, before the schema', () => {
  it.each(allEndpoints)(`%s: nested deeper than ${MAX_BODY_DEPTH} levels`, async (url) => {
    const failure = expectRefused(
      await call(server.app, url, { token, raw: nestedBody(MAX_BODY_DEPTH + 1) }),
      400,
    );
    expect(failure.msg).toBe(BodyShapeMessages.tooDeep);
  });

  it.each(allEndpoints)(`%s: more than ${MAX_BODY_ITEMS} items`, async (url) => {
    const raw = `{"ids":[${Array(MAX_BODY_ITEMS + 1)
      .fill('0')
      .join(',')}]}`;
    const failure = expectRefused(await call(server.app, url, { token, raw }), 400);
    expect(failure.msg).toBe(BodyShapeMessages.tooManyItems);
  });

  it(`${MAX_BODY_DEPTH} levels are still read (the schema answers)`, async () => {
    const answer = await call(server.app, '/api/leads/create', { raw: nestedBody(MAX_BODY_DEPTH) });
    expect(expectRefused(answer, 400).msg).not.toBe(BodyShapeMessages.tooDeep);
  });

  it('brackets, braces, quotes and commas inside text are text: a policy full of them is stored', async () => {
    const body = `${'[{'.repeat(40)}"\\${','.repeat(MAX_BODY_ITEMS * 2)}\\"]}`;
    const url = '/api/privacyPolicy';
    const [policy] = (await call(server.app, `${url}/getall`, { json: {} })).body.data as Array<
      Record<string, unknown>
    >;
    const change = {
      privacyPolicyId: policy?._id,
      title: policy?.title,
      updatedOn: policy?.updatedOn,
      body,
    };
    const answer = await call(server.app, `${url}/update`, { token, json: change });
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
    const [stored] = (await call(server.app, `${url}/getall`, { json: {} })).body.data as Array<
      Record<string, unknown>
    >;
    expect(stored?.body).toBe(body);
  });

  it.each([
    ['__proto__ at the top', '{"__proto__":{"isAdmin":true}}'],
    ['__proto__ inside a field', '{"name":{"__proto__":{"isAdmin":true}}}'],
    ['constructor.prototype', '{"constructor":{"prototype":{"isAdmin":true}}}'],
  ])('a prototype key (%s) is named in the answer, not called invalid JSON', async (_, raw) => {
    const answer = await call(server.app, '/api/leads/create', { raw });
    expect(expectRefused(answer, 400).msg).toBe(BodyShapeMessages.prototypeKey);
  });

  it('`constructor` as a plain unknown key is only an unknown key (dropped)', async () => {
    const json = { ...baseLead, constructor: 'x', prototype: { isAdmin: true } };
    const answer = await call(server.app, '/api/leads/create', { json });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(JSON.stringify(answer.body.data)).not.toMatch(/constructor|isAdmin/);
  });
});

describe('hostile multipart forms answer 4xx with a readable msg and change nothing', () => {
  const url = '/api/clientSection/update';
  const base: FormPart[] = [{ name: 'clientSectionId', value: 'client-1' }];

  async function sendForm(parts: FormPart[]): Promise<Answer> {
    const { payload, contentType } = multipartPayload(parts);
    const headers = { 'content-type': contentType, 'x-admin-token': token };
    const response = await server.app.inject({ method: 'POST', url, headers, payload });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  }
  const storedTitle = async () => {
    const list = (await call(server.app, '/api/clientSection/getall', { token, json: {} })).body
      .data as Array<{ _id: string; clientTitle: string }>;
    return list.find((item) => item._id === 'client-1')?.clientTitle;
  };
  const deepArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it.each([
    ['a field named __proto__', [{ name: '__proto__', value: '{"isAdmin":true}' }], 400],
    ['a field named constructor', [{ name: 'constructor', value: 'x' }], 400],
    ['a field named toString', [{ name: 'toString', value: 'x' }], 400],
    [
      'the same name twice',
      [
        { name: 'clientTitle', value: 'A' },
        { name: 'clientTitle', value: 'B' },
      ],
      400,
    ],
    [
      'a part declared JSON',
      [{ name: 'clientTitle', value: '"A"', type: 'application/json' }],
      400,
    ],
    [
      'a JSON part nested 30,000 deep',
      [{ name: 'clientTitle', value: deepArrays(30_000), type: 'application/json' }],
      400,
    ],
    [
      'a JSON part nested 60,000 deep',
      [{ name: 'clientTitle', value: deepArrays(60_000), type: 'application/json' }],
      400,
    ],
    [
      'text nested 60,000 deep (past the field size)',
      [{ name: 'clientTitle', value: deepArrays(60_000) }],
      400,
    ],
    ['1,000 fields', Array.from({ length: 1_000 }, (_, i) => ({ name: `f${i}`, value: 'x' })), 413],
  ] as Array<[string, FormPart[], number]>)('%s', async (_, parts, status) => {
    const before = await storedTitle();
    expectRefused(await sendForm([...base, ...parts]), status);
    expect(await storedTitle()).toBe(before);
  });

  it('each says what is wrong', async () => {
    const twice = [
      { name: 'clientTitle', value: 'A' },
      { name: 'clientTitle', value: 'B' },
    ];
    expect((await sendForm([...base, ...twice])).body.msg).toBe(FormMessages.twice('clientTitle'));
    const json = { name: 'clientTitle', value: deepArrays(30_000), type: 'application/json' };
    expect((await sendForm([...base, json])).body).toMatchObject({
      msg: FormMessages.plainText,
      issues: [{ path: ['clientTitle'] }],
    });
    // Past the multipart field size (the longest text a schema allows, a page's blocks, in
    // UTF-8): 820,000 bytes.
    const long = { name: 'clientTitle', value: deepArrays(410_000) };
    expect((await sendForm([...base, long])).body).toMatchObject({
      msg: FormMessages.tooLong('clientTitle'),
      issues: [{ path: ['clientTitle'] }],
    });
  });

  it('JSON-looking text in a text field is stored as the text it is', async () => {
    const clientTitle = '{"__proto__":{"isAdmin":true},"a":[[[[1]]]]}';
    const answer = await sendForm([...base, { name: 'clientTitle', value: clientTitle }]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await storedTitle()).toBe(clientTitle);
  });
});
