import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openContentChannel } from '../cluster/contentChannel';
import type { ContentChannel, RemoteChange } from '../cluster/contentChannel';
import { emptyPostgresDatabase, TEST_DATABASE_URL } from './backends';
import { holdsWithin } from './overHttp';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const open: ContentChannel[] = [];
afterEach(async () => {
  while (open.length) await open.pop()?.close();
});

function channel(): { channel: ContentChannel; heard: RemoteChange[] } {
  const created = openContentChannel({ url: TEST_DATABASE_URL ?? '', log: quiet, retryMs: 50 });
  const heard: RemoteChange[] = [];
  created.onRemoteChange((change) => heard.push(change));
  open.push(created);
  return { channel: created, heard };
}

const write = { key: 'clients', action: 'update', id: 'c1' } as const;

// LISTEN/NOTIFY is PostgreSQL's; PGlite serves one process, which needs no channel.
describe.skipIf(!TEST_DATABASE_URL)('content changes between instances', () => {
  it('another instance hears a write within a second; the writer does not hear itself', async () => {
    const a = channel();
    const b = channel();
    await Promise.all([a.channel.ready(), b.channel.ready()]);
    await a.channel.publish(write);
    expect(await holdsWithin(1000, () => b.heard.length === 1)).toBe(true);
    expect(b.heard).toEqual([{ kind: 'write', write }]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(a.heard).toEqual([]);
  });

  it('listens again after its connection is killed, and drops caches for what it missed', async () => {
    const a = channel();
    const b = channel();
    await Promise.all([a.channel.ready(), b.channel.ready()]);
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    try {
      // Kill every connection listening on the channel except none of ours that publish.
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE query = 'LISTEN lms_content' AND datname = current_database()`,
      );
    } finally {
      await admin.end();
    }
    expect(await holdsWithin(3000, () => b.heard.some((change) => change.kind === 'resync'))).toBe(
      true,
    );
    await b.channel.ready();
    await a.channel.ready();
    await a.channel.publish(write);
    expect(await holdsWithin(1000, () => b.heard.some((change) => change.kind === 'write'))).toBe(
      true,
    );
  });

  it('drops caches as soon as it is lost, and at each retry while it cannot listen', async () => {
    const gone = await emptyPostgresDatabase(TEST_DATABASE_URL!);
    const lost = openContentChannel({ url: gone.url, log: quiet, retryMs: 50, maxRetryMs: 100 });
    open.push(lost);
    const heard: RemoteChange[] = [];
    lost.onRemoteChange((change) => heard.push(change));
    await lost.ready();
    // Dropping the database ends the listening connection, and no retry can listen again.
    await gone.drop();
    const resyncs = () => heard.filter((change) => change.kind === 'resync').length;
    expect(await holdsWithin(3000, () => resyncs() >= 3)).toBe(true);
  });

  it('a failed announcement is logged, not thrown into the request that wrote', async () => {
    const errors: unknown[] = [];
    const broken = openContentChannel({
      url: 'postgres://nobody:wrong@127.0.0.1:1/none',
      log: { ...quiet, error: (...args: unknown[]) => void errors.push(args) },
      retryMs: 1000,
    });
    open.push(broken);
    await expect(broken.publish(write)).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
  });
});
