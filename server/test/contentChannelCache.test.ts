import { clients } from '@/sdk/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentRepository } from '../content/repository';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { emptyPostgresDatabase, TEST_DATABASE_URL, withClient } from './backends';
import { holdsWithin } from './overHttp';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

const logo = {
  clientImg: 'uploads/fixture.png',
  clientImgAlt: 'A client logo',
  isActive: true,
};

// Two instances in this process on one real PostgreSQL, each with its content cache and its
// LISTEN connection, as two servers behind a load balancer have.
describe.skipIf(!TEST_DATABASE_URL)('the content cache when the LISTEN connection drops', () => {
  let empty: Awaited<ReturnType<typeof emptyPostgresDatabase>>;
  let side: Database;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    empty = await emptyPostgresDatabase(TEST_DATABASE_URL!);
    side = await openDatabase({ kind: 'postgres', url: empty.url });
    const database = { kind: 'postgres', url: empty.url } as const;
    [a, b] = await Promise.all([startTestApp({ database }), startTestApp({ database })]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await side?.close();
    await empty?.drop();
  });

  const titlesOnB = async () => {
    const answer = await b.app.inject({ method: 'POST', url: '/api/clientSection/getall' });
    return (answer.json() as { data: Array<{ clientTitle: string }> }).data.map(
      (client) => client.clientTitle,
    );
  };

  it('is dropped, the channel listens again, and a later write elsewhere is heard', async () => {
    await Promise.all([a.context.contentChannel?.ready(), b.context.contentChannel?.ready()]);
    expect(await titlesOnB()).toEqual([]);
    // A write no instance announces (as one made while B could not hear): B's cache hides it.
    await contentRepository(side.db, clients).insert({ ...logo, clientTitle: 'Unannounced' });
    expect(await titlesOnB()).toEqual([]);

    const killed = await withClient(empty.url, (admin) =>
      admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE query = 'LISTEN lms_content' AND datname = current_database()`,
      ),
    );
    expect(killed.rowCount).toBe(2);
    // B may have missed announcements: its cache is dropped and the unannounced write shows.
    expect(await holdsWithin(3000, async () => (await titlesOnB()).includes('Unannounced'))).toBe(
      true,
    );

    // Both listen again, and A's next write reaches B through the channel.
    await Promise.all([a.context.contentChannel?.ready(), b.context.contentChannel?.ready()]);
    const onA = contentRepository(a.context.db, clients, a.context.contentWriteListeners);
    await onA.insert({ ...logo, clientTitle: 'Written on A' });
    expect(await holdsWithin(1000, async () => (await titlesOnB()).includes('Written on A'))).toBe(
      true,
    );
  }, 30_000);
});
