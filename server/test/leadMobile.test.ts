import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSuccess } from '@/sdk/schemas/envelope';
import { LeadRecord } from '@/sdk/schemas/lead';
import { listLeads } from '../data/leads';
import { call } from './requests';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

let server: TestServer;
const lead = { name: 'Asha', email: 'asha@example.com', message: 'Demo?' };
const send = (mobile: string) =>
  call(server.app, '/api/leads/create', { json: { ...lead, mobile } });

beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

describe('a lead’s mobile number as people type it (issue 36)', () => {
  it('accepts "+91 91234 56789" and stores the ten digits', async () => {
    const answer = await send('+91 91234 56789');
    expect(answer.status).toBe(200);
    expect(apiSuccess(LeadRecord).parse(answer.body).data.mobile).toBe('9123456789');
    const [stored] = await listLeads(server.context.db);
    expect(stored?.mobile).toBe('9123456789');
  });

  it('still refuses a wrong number with the spec message', async () => {
    const answer = await send('+91 51234 56789');
    expect(answer).toMatchObject({
      status: 400,
      body: { msg: 'Please enter a valid 10-digit mobile number' },
    });
  });
});
