import type { SQL, SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSuccess } from '@/sdk/schemas/envelope';
import { LeadRecord } from '@/sdk/schemas/lead';
import { listLeads } from '../data/leads';
import type { Database, Db } from '../db/database';
import { leadIntake } from '../routes/leadIntake';
import { databaseBackends } from './backends';
import { logLines } from './logLines';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

const lead = { name: 'Asha', email: 'asha@example.com', mobile: '9876543210', message: 'Demo?' };
const dialect = new PgDialect({ casing: 'snake_case' });
const textOf = (query: SQLWrapper | string) =>
  typeof query === 'string' ? query : dialect.sqlToQuery(query.getSQL() as SQL).sql;

/**
 * The database as the server sees it, except that the first transaction that inserts into leads
 * (the writer stores a group with its contacts in one) is carried out and committed, and then
 * fails as a connection lost before the COMMIT's answer arrived would.
 */
function losingTheFirstAnswer(db: Db): Db {
  let lost = false;
  const noticing = (tx: Db, inserted: () => void): Db =>
    new Proxy(tx, {
      get(target, property, receiver) {
        if (property !== 'execute') return Reflect.get(target, property, receiver) as unknown;
        return async (query: SQLWrapper | string) => {
          const result = await target.execute(query);
          if (textOf(query).trimStart().startsWith('INSERT INTO leads')) inserted();
          return result;
        };
      },
    });
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'transaction') return Reflect.get(target, property, receiver) as unknown;
      return async (work: (tx: Db) => Promise<unknown>) => {
        let inserted = false;
        const result = await target.transaction((tx) =>
          work(noticing(tx as unknown as Db, () => (inserted = true))),
        );
        if (inserted && !lost) {
          lost = true;
          throw new Error('Connection terminated unexpectedly');
        }
        return result;
      };
    },
  });
}

describe.each(databaseBackends())('a lead stored before a failure on $name', (backend) => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await backend.open());
  });
  afterAll(() => dispose());

  it('is answered as stored when the connection drops after COMMIT, and stored once', async () => {
    const server: TestServer = await startTestApp(
      {},
      { ...database, db: losingTheFirstAnswer(database.db) },
    );
    try {
      const answer = await server.app.inject({
        method: 'POST',
        url: '/api/leads/create',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(lead),
      });
      expect(answer.statusCode).toBe(200);
      const { data } = apiSuccess(LeadRecord).parse(answer.json());
      expect(data).toMatchObject(lead);
      expect((await listLeads(database.db)).map((row) => row.id)).toEqual([data._id]);
    } finally {
      await server.close();
    }
  });
});

describe('what fails after the insert is logged, never answered as a failure', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const pglite = databaseBackends()[0]!;
    ({ database, dispose } = await pglite.open());
  });
  afterAll(() => dispose());

  const logger = () => {
    const sink = logLines();
    const errors = () => sink.lines.filter((line) => line.level === 50).map((line) => line.msg);
    return { log: pino({ level: 'info' }, sink.stream), errors };
  };

  it('a notifier that throws: the lead is answered and stored', async () => {
    const { log, errors } = logger();
    const notifier = {
      notify: () => {
        throw new Error('the mail transport is broken');
      },
    };
    const receipt = await leadIntake({ db: database.db, notifier })(lead, undefined, log);
    expect(receipt.record).toMatchObject(lead);
    expect((await listLeads(database.db)).map((row) => row.id)).toContain(receipt.record?._id);
    expect(errors()).toEqual(['lead notification failed; the lead is stored']);
  });

  it('a notifier that rejects: the lead is answered, and the rejection is logged', async () => {
    const { log, errors } = logger();
    const notifier = { notify: () => Promise.reject(new Error('refused')) };
    const receipt = await leadIntake({ db: database.db, notifier })(lead, undefined, log);
    expect(receipt.record).toMatchObject(lead);
    await new Promise((resolve) => setImmediate(resolve));
    expect(errors()).toEqual(['lead notification failed; the lead is stored']);
  });

  it('a record that cannot be made: the lead is stored and answered without it', async () => {
    const { log, errors } = logger();
    const before = (await listLeads(database.db)).length;
    const toRecord = () => {
      throw new RangeError('Invalid time value');
    };
    const receipt = await leadIntake({ db: database.db, notifier: null, toRecord })(
      lead,
      undefined,
      log,
    );
    expect(receipt).toEqual({ record: null, replayed: false });
    expect(await listLeads(database.db)).toHaveLength(before + 1);
    expect(errors()).toEqual(['lead stored; its record could not be answered']);
  });
});
