import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBackend } from './backends';
import { image } from './fixtures';
import { startS3rver } from './s3rver';
import type { S3TestServer } from './s3rver';
import { holdsWithin, postTo, signInFirstAdmin } from './overHttp';
import { spawnServer } from './serverProcess';
import type { ServerProcess } from './serverProcess';

/**
 * The media half of the scale-out test (issue 13, item 6): two server processes with one bucket
 * on a real S3-compatible server, on two ports. With TEST_DATABASE_URL (CI) they share one
 * PostgreSQL database too, as a real deployment does; without it each has its own PGlite, and
 * the bucket is still the one thing they share.
 */
const postgres = postgresBackend();

// Spawns real server processes: a busy shared CI machine needs more than the default minute.
describe('two instances, one bucket', { timeout: 180_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'lms-scale-media-'));
  let s3: S3TestServer;
  let database: Awaited<ReturnType<NonNullable<typeof postgres>['open']>> | undefined;
  const servers: ServerProcess[] = [];
  const urls: string[] = [];

  beforeAll(async () => {
    s3 = await startS3rver();
    const bucket = s3.env(await s3.newBucket());
    database = await postgres?.open();
    for (const name of ['a', 'b']) {
      const env = {
        ...bucket,
        DATA_DIR: join(dir, name),
        ...(database?.url ? { DATABASE_URL: database.url } : {}),
      };
      // One after the other: racing first starts is the migration lock's test, not this one.
      const server = spawnServer(env);
      servers.push(server);
      urls.push(await server.ready);
    }
  });
  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await database?.dispose();
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('both are ready with the bucket as their media store, demo pictures in it', async () => {
    for (const url of urls) {
      const ready = await fetch(`${url}/readyz`);
      expect(await ready.json()).toMatchObject({ status: 'ready', checks: { media: 'ok' } });
    }
    // The demo content's pictures went to the bucket: the other instance serves them.
    const answer = await fetch(`${urls[0]}/api/clientSection/getall`, { method: 'POST' });
    const { data } = (await answer.json()) as { data: Array<{ clientImg: string }> };
    const logo = data[0]?.clientImg ?? '';
    expect(logo).toMatch(/^uploads\//);
    expect((await fetch(`${urls[1]}/${logo}`)).status).toBe(200);
  });

  it('an upload through one is served by the other within a second; a delete keeps it for the trash', async () => {
    const [a = '', b = ''] = urls;
    const token = await signInFirstAdmin(a);
    const picture = await image('png', 24);
    const form = new FormData();
    form.append('clientTitle', 'Scale-out logo');
    form.append('clientImgAlt', 'Scale-out logo');
    form.append('clientImg', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'l.png');
    const created = await postTo(a, '/api/clientSection/create', form, token);
    expect(created.status).toBe(200);
    const { data } = (await created.json()) as { data: { _id: string; clientImg: string } };
    const served = await fetch(`${a}/${data.clientImg}`);
    const bytes = Buffer.from(await served.arrayBuffer());

    let fromB = Buffer.alloc(0);
    const seen = await holdsWithin(1000, async () => {
      const answer = await fetch(`${b}/${data.clientImg}`);
      fromB = Buffer.from(await answer.arrayBuffer());
      return answer.status === 200;
    });
    expect(seen).toBe(true);
    expect(fromB.equals(bytes)).toBe(true);

    // On one database the record is shared, so the other instance deletes it; alone, its own.
    const [deleter, other] = database ? [b, a] : [a, b];
    const deleted = await postTo(
      deleter,
      '/api/clientSection/delete',
      { clientSectionId: data._id },
      await signInFirstAdmin(deleter),
    );
    expect(deleted.status).toBe(200);
    // A deleted record goes to the trash (issue 37), which keeps its picture in the bucket so
    // Undo and Restore bring it back whole: both instances go on serving the file...
    for (const url of [a, b]) expect((await fetch(`${url}/${data.clientImg}`)).status).toBe(200);
    // ...and, sharing the database, the other stops listing the record within a second.
    const listed = async (url: string) => {
      const answer = await fetch(`${url}/api/clientSection/getall`, { method: 'POST' });
      const { data: items } = (await answer.json()) as { data: Array<{ _id: string }> };
      return items.some((item) => item._id === data._id);
    };
    const gone = await holdsWithin(1000, async () => !(await listed(other)));
    expect(gone).toBe(true);
  });
});
