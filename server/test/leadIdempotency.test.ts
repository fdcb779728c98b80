import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSuccess } from '@/sdk/schemas/envelope';
import { LeadRecord } from '@/sdk/schemas/lead';
import { IdempotencyMessages, newIdempotencyKey } from '@/sdk/schemas/leadIdempotency';
import { listLeads } from '../data/leads';
import { LeadKeyReused, leadWriter } from '../data/leadWriter';
import type { Database } from '../db/database';
import { openDatabase } from '../db/database';
import { databaseBackends } from './backends';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

const lead = { name: 'Asha', email: 'asha@example.com', mobile: '9876543210', message: 'Demo?' };

describe.each(databaseBackends())('a lead sent with an Idempotency-Key on $name', (backend) => {
  let database: Database;
  let url: string | undefined;
  let dispose: () => Promise<void>;
  let server: TestServer;
  beforeAll(async () => {
    ({ database, dispose, url } = await backend.open());
    server = await startTestApp({}, database);
  });
  afterAll(async () => {
    await server.close();
    await dispose();
  });

  const stored = async (key: string) =>
    (await listLeads(database.db)).filter((row) => row.idempotencyKey === key);

  const send = async (body: unknown, key?: string) => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/leads/create',
      headers: { 'content-type': 'application/json', ...(key && { 'idempotency-key': key }) },
      payload: JSON.stringify(body),
    });
    return { status: answer.statusCode, body: answer.json(), headers: answer.headers };
  };

  it('stores a retried submission once and answers it with the same envelope and lead', async () => {
    const key = newIdempotencyKey();
    const first = await send(lead, key);
    const retry = await send(lead, key);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(apiSuccess(LeadRecord).parse(retry.body).data).toMatchObject(lead);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await stored(key)).toHaveLength(1);
  });

  it('stores one lead when the same submission arrives many times at once', async () => {
    const key = newIdempotencyKey();
    const answers = await Promise.all(Array.from({ length: 12 }, () => send(lead, key)));
    const ids = answers.map((answer) => apiSuccess(LeadRecord).parse(answer.body).data._id);
    expect(new Set(ids).size).toBe(1);
    expect(await stored(key)).toHaveLength(1);
  });

  it('answers 422 for the same key with another lead, and keeps the first as it was', async () => {
    const key = newIdempotencyKey();
    await send(lead, key);
    const other = await send({ ...lead, message: 'Something else' }, key);
    expect(other).toMatchObject({
      status: 422,
      body: { success: false, msg: IdempotencyMessages.reused },
    });
    expect((await stored(key)).map((row) => row.message)).toEqual([lead.message]);
  });

  it('refuses a malformed key with 400 and stores nothing', async () => {
    const before = (await listLeads(database.db)).length;
    for (const key of ['short', 'has spaces in it, sixteen+', 'ü'.repeat(20), 'k'.repeat(201)]) {
      const answer = await send(lead, key);
      expect(answer).toMatchObject({ status: 400, body: { msg: IdempotencyMessages.invalid } });
    }
    expect(await listLeads(database.db)).toHaveLength(before);
  });

  it('stores each submission without a key, as before', async () => {
    const before = (await listLeads(database.db)).length;
    await send(lead);
    await send(lead);
    expect(await listLeads(database.db)).toHaveLength(before + 2);
  });

  it('holds across instances: writers on separate connections store a key once', async () => {
    // A second instance: its own connection pool (PostgreSQL) or its own writer (PGlite).
    const other = url ? await openDatabase({ kind: 'postgres', url }) : database;
    try {
      const here = leadWriter(database.db);
      const there = leadWriter(other.db);
      const key = newIdempotencyKey();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 ? here : there)(lead, key)),
      );
      expect(new Set(answers.map((answer) => answer.row.id)).size).toBe(1);
      expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
      expect(await stored(key)).toHaveLength(1);
      await expect(here({ ...lead, name: 'Ravi' }, key)).rejects.toBeInstanceOf(LeadKeyReused);
    } finally {
      if (other !== database) await other.close();
    }
  });
});
