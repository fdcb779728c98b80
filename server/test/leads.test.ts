import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSuccess } from '@/sdk/schemas/envelope';
import { LeadRecord } from '@/sdk/schemas/lead';
import { listLeads } from '../data/leads';
import { call } from './requests';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

let server: TestServer;
const lead = { name: 'Asha', email: 'asha@example.com', mobile: '9876543210', message: 'Demo?' };
const send = (body: unknown) => call(server.app, '/api/leads/create', { json: body });

beforeAll(async () => {
  server = await startTestApp({ leadRateLimit: 5 });
});
afterAll(() => server.close());

describe('lead capture', () => {
  it('stores a valid lead with its time and answers the record', async () => {
    const answer = await send(lead);
    expect(answer.status).toBe(200);
    const { data } = apiSuccess(LeadRecord).parse(answer.body);
    expect(data).toMatchObject({ ...lead, status: 'new', note: '' });
    expect(Date.now() - Date.parse(data.createdAt)).toBeLessThan(60_000);
    expect((await listLeads(server.context.db)).map((l) => l.id)).toEqual([data._id]);
  });

  it('refuses an invalid email or mobile with the spec messages', async () => {
    const email = await send({ ...lead, email: 'asha@example' });
    expect(email).toMatchObject({
      status: 400,
      body: { msg: 'Please enter a valid email address' },
    });
    const mobile = await send({ ...lead, mobile: '5123456789' });
    expect(mobile.body.msg).toBe('Please enter a valid 10-digit mobile number');
  });

  it('answers a filled honeypot like a person, and keeps it as spam for the team to review', async () => {
    const answer = await send({ ...lead, name: 'Bot', website: 'http://spam.example' });
    // Answered as a person's lead is (issue 43 item 2): data null told a bot it was flagged.
    expect(answer).toMatchObject({
      status: 200,
      body: { success: true, data: { name: 'Bot', status: 'new', note: '' } },
    });
    const stored = await listLeads(server.context.db);
    expect(stored.map((l) => [l.name, l.status])).toEqual([
      ['Bot', 'spam'],
      [lead.name, 'new'],
    ]);
  });

  it('rate-limits per address with 429 and a clear message', async () => {
    // Five requests per minute in this test: four were used above.
    expect((await send(lead)).status).toBe(200);
    const limited = await send(lead);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false });
    expect(limited.body.msg).toMatch(/too many requests/i);
  });
});
