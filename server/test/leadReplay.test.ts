import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiSuccess } from '@/sdk/schemas/envelope';
import { LeadRecord } from '@/sdk/schemas/lead';
import { IDEMPOTENCY_KEY_HOURS, newIdempotencyKey } from '@/sdk/schemas/leadIdempotency';
import { listLeads } from '../data/leads';
import { releaseExpiredKeys } from '../data/leadStore';
import type { Database } from '../db/database';
import { leads } from '../db/schema';
import { databaseBackends } from './backends';
import { adminToken } from './fixtures';
import { call } from './requests';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

// Issue 43 item 2: a replayed Idempotency-Key answers what the visitor sent and the original
// acknowledgement, never what the team wrote since, and never whether the lead is spam.

const lead = { name: 'Asha', email: 'asha@example.com', mobile: '9876543210', message: 'Demo?' };
const HOUR_MS = 3_600_000;

describe.each(databaseBackends())('an idempotent replay on $name', (backend) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    ({ database, dispose } = await backend.open());
    server = await startTestApp({}, database);
    token = await adminToken(database.db);
  });
  afterAll(async () => {
    await server.close();
    await dispose();
  });

  const send = async (body: unknown, key: string) => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/leads/create',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      payload: JSON.stringify(body),
    });
    return { status: answer.statusCode, body: answer.json(), headers: answer.headers };
  };
  const change = (leadId: string, json: Record<string, unknown>) =>
    call(server.app, '/api/leads/update', { token, json: { leadId, ...json } });
  const idOf = (body: unknown) => apiSuccess(LeadRecord).parse(body).data._id;

  it('answers the original acknowledgement after the team qualified it and wrote a note', async () => {
    const key = newIdempotencyKey();
    const first = await send(lead, key);
    const id = idOf(first.body);
    expect((await change(id, { status: 'qualified', note: 'INTERNAL: budget 5L' })).status).toBe(
      200,
    );
    const replay = await send(lead, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(JSON.stringify(replay.body)).not.toContain('INTERNAL');
    expect(apiSuccess(LeadRecord).parse(replay.body).data).toMatchObject({
      ...lead,
      _id: id,
      status: 'new',
      note: '',
    });
  });

  it('answers a lead since marked spam exactly as before it was', async () => {
    const key = newIdempotencyKey();
    const first = await send(lead, key);
    expect((await change(idOf(first.body), { status: 'spam' })).status).toBe(200);
    const replay = await send(lead, key);
    expect(replay.body).toEqual(first.body);
    expect(apiSuccess(LeadRecord).parse(replay.body).data._id).toBe(idOf(first.body));
  });

  it("answers a bot's filled honeypot as a person's lead is answered, first and replayed", async () => {
    const key = newIdempotencyKey();
    const bot = { ...lead, name: 'Bot', website: 'http://spam.example' };
    const first = await send(bot, key);
    const person = await send(lead, newIdempotencyKey());
    const shape = (body: unknown) => Object.keys(apiSuccess(LeadRecord).parse(body).data).sort();
    expect(shape(first.body)).toEqual(shape(person.body));
    expect(apiSuccess(LeadRecord).parse(first.body).data).toMatchObject({ status: 'new' });
    expect((await send(bot, key)).body).toEqual(first.body);
    const [row] = await database.db
      .select()
      .from(leads)
      .where(eq(leads.id, idOf(first.body)));
    expect(row?.status).toBe('spam');
  });

  it(`honours a key for ${IDEMPOTENCY_KEY_HOURS} hours, then stores the same key as a new lead`, async () => {
    const key = newIdempotencyKey();
    const first = idOf((await send(lead, key)).body);
    const age = async (hours: number) =>
      database.db
        .update(leads)
        .set({ createdAt: new Date(Date.now() - hours * HOUR_MS) })
        .where(eq(leads.id, first));
    await age(IDEMPOTENCY_KEY_HOURS - 1);
    expect(idOf((await send(lead, key)).body)).toBe(first);
    await age(IDEMPOTENCY_KEY_HOURS + 1);
    const later = await send(lead, key);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(idOf(later.body)).not.toBe(first);
    const rows = await listLeads(database.db);
    expect(rows.find((row) => row.id === first)?.idempotencyKey).toBeNull();
    expect(rows.filter((row) => row.idempotencyKey === key).map((row) => row.id)).toEqual([
      idOf(later.body),
    ]);
  });

  it('forgets every expired key in the retention job, and keeps the fresh ones', async () => {
    const fresh = newIdempotencyKey();
    const old = newIdempotencyKey();
    await send(lead, fresh);
    const oldId = idOf((await send({ ...lead, name: 'Ravi' }, old)).body);
    await database.db
      .update(leads)
      .set({ createdAt: new Date(Date.now() - (IDEMPOTENCY_KEY_HOURS + 1) * HOUR_MS) })
      .where(eq(leads.id, oldId));
    expect(await releaseExpiredKeys(database.db)).toBeGreaterThanOrEqual(1);
    const keys = (await listLeads(database.db)).map((row) => row.idempotencyKey);
    expect(keys).toContain(fresh);
    expect(keys).not.toContain(old);
  });
});
