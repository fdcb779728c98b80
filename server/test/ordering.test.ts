import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, endpoint, faqs } from '@/sdk/content';
import { adminToken, seedContent } from './fixtures';
import { call } from './requests';
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

const ids = async (url: string, withToken = true) => {
  const answer = await call(server.app, url, withToken ? { token, json: {} } : {});
  return (answer.body.data as Array<{ _id: string }>).map((item) => item._id);
};

describe('the editor’s order of a collection', () => {
  it('puts a new item first, keeps a reorder, and shows visitors that order', async () => {
    const created = await call(server.app, endpoint(faqs, 'create'), {
      token,
      json: { question: 'Do you train our teachers?', answer: 'Yes, in two live sessions.' },
    });
    expect(created.status).toBe(200);
    const newId = (created.body.data as { _id: string })._id;
    expect(await ids(endpoint(faqs, 'getall'))).toEqual([newId, 'faq-1']);

    const reordered = await call(server.app, endpoint(faqs, 'reorder'), {
      token,
      json: { ids: ['faq-1', newId] },
    });
    expect(reordered.status).toBe(200);
    expect((reordered.body.data as Array<{ _id: string }>).map((f) => f._id)).toEqual([
      'faq-1',
      newId,
    ]);
    // Visitors get the same order, and no position field in the records.
    expect(await ids(endpoint(faqs, 'getall'), false)).toEqual(['faq-1', newId]);
    expect(JSON.stringify(reordered.body)).not.toContain('position');
  });

  it.each([
    ['an id missing', ['client-1']],
    ['an unknown id', ['client-1', 'client-2', 'client-9']],
    ['an id twice', ['client-1', 'client-1']],
  ])('refuses a new order with %s (400 on ids), changing nothing', async (_case, order) => {
    const before = await ids(endpoint(clients, 'getall'));
    const answer = await call(server.app, endpoint(clients, 'reorder'), {
      token,
      json: { ids: order },
    });
    expect(answer.status).toBe(400);
    expect((answer.body.issues as Array<{ path: string[] }>)[0]?.path).toEqual(['ids']);
    expect(await ids(endpoint(clients, 'getall'))).toEqual(before);
  });

  it('refuses a body that is not a list of ids, or has other keys', async () => {
    for (const json of [{ ids: 'client-1' }, { ids: [] }, { ids: ['client-1'], extra: 1 }, {}]) {
      const answer = await call(server.app, endpoint(clients, 'reorder'), { token, json });
      expect(answer.status, JSON.stringify(json)).toBe(400);
    }
  });

  it('swaps two clients for visitors too', async () => {
    const before = await ids(endpoint(clients, 'getall'));
    const swapped = [...before].reverse();
    const answer = await call(server.app, endpoint(clients, 'reorder'), {
      token,
      json: { ids: swapped },
    });
    expect(answer.status).toBe(200);
    expect(await ids(endpoint(clients, 'getall'))).toEqual(swapped);
    // Visitors see active clients only, in the same order.
    const visible = await ids(endpoint(clients, 'getall'), false);
    expect(visible).toEqual(swapped.filter((id) => id === 'client-1'));
  });
});
