import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureApi, sdk } from '@/sdk';
import { readStoredToken } from '@/sdk/client';
import { IdempotencyMessages, newIdempotencyKey } from '@/sdk/schemas/leadIdempotency';
import { listLeads } from '../data/leads';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

// The sdk's key over real HTTP: the header as fetch and redaxios send it.
let server: TestServer;
const lead = { name: 'Asha', email: 'asha@example.com', mobile: '9876543210', message: 'Demo?' };

beforeAll(async () => {
  server = await startTestApp();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  configureApi({ baseURL: `http://127.0.0.1:${port}`, getToken: () => null });
});
afterAll(async () => {
  configureApi({ baseURL: '', getToken: readStoredToken });
  await server.close();
});

describe('sdk.leads.create with an idempotency key', () => {
  it('sends the key: a retry answers the same lead and stores nothing more', async () => {
    const idempotencyKey = newIdempotencyKey();
    const first = await sdk.leads.create(lead, { idempotencyKey });
    const retry = await sdk.leads.create(lead, { idempotencyKey });
    expect(retry).toEqual(first);
    const stored = await listLeads(server.context.db);
    expect(stored.filter((row) => row.idempotencyKey === idempotencyKey)).toHaveLength(1);
  });

  it('makes keys the server accepts, each one new', () => {
    const keys = Array.from({ length: 100 }, newIdempotencyKey);
    expect(new Set(keys).size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('refuses a malformed key before sending, with the server message', async () => {
    const before = (await listLeads(server.context.db)).length;
    await expect(sdk.leads.create(lead, { idempotencyKey: 'short' })).rejects.toMatchObject({
      status: 400,
      msg: IdempotencyMessages.invalid,
    });
    expect(await listLeads(server.context.db)).toHaveLength(before);
  });
});
