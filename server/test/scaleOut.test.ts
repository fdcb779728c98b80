import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyPostgresDatabase, TEST_DATABASE_URL } from './backends';
import { startS3rver } from './s3rver';
import type { S3TestServer } from './s3rver';
import { holdsWithin, postTo, signInFirstAdmin } from './overHttp';
import { spawnServer } from './serverProcess';
import type { ServerProcess } from './serverProcess';

const dir = mkdtempSync(join(tmpdir(), 'lms-scale-out-'));
let database: Awaited<ReturnType<typeof emptyPostgresDatabase>> | undefined;
const running: ServerProcess[] = [];
let s3: S3TestServer | undefined;

afterAll(async () => {
  for (const server of running) server.child.kill('SIGKILL');
  await Promise.all(running.map((server) => server.exited));
  await s3?.close();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const lead = (n: number) => ({
  name: `Scale ${n}`,
  email: `s${n}@example.com`,
  mobile: '9876543210',
  message: 'two instances',
});

// Two real server processes on one real PostgreSQL and one s3rver: the PostgreSQL part of CI.
describe.skipIf(!TEST_DATABASE_URL)('two instances on one PostgreSQL', { timeout: 240_000 }, () => {
  it('share content, uploads, limits and sessions, and survive losing one', async () => {
    const fresh = await emptyPostgresDatabase(TEST_DATABASE_URL ?? '');
    database = fresh;
    // One real S3-compatible server (s3rver) holds the media of both, as a bucket would.
    s3 = await startS3rver();
    const bucket = s3.env(await s3.newBucket());
    const env = (name: string) => ({
      ...bucket,
      DATABASE_URL: fresh.url,
      DATA_DIR: join(dir, name),
      LEAD_RATE_LIMIT: '4',
    });
    const a = spawnServer(env('a'));
    const b = spawnServer(env('b'));
    running.push(a, b);
    const [urlA, urlB] = await Promise.all([a.ready, b.ready]);
    const token = await signInFirstAdmin(urlA);

    // An edit and an upload through A are visible through B within a second.
    type Clients = { data: Array<{ clientTitle: string; clientImg: string }> };
    const clientsOnB = async () =>
      ((await (await postTo(urlB, '/api/clientSection/getall', {})).json()) as Clients).data;
    const form = new FormData();
    form.append('clientTitle', 'Instance A Academy');
    form.append('clientImgAlt', 'Instance A Academy logo');
    form.append('isActive', 'true');
    const logo = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#36c' },
    })
      .png()
      .toBuffer();
    form.append('clientImg', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png');
    // B has the list in its content cache before the edit: only A's announcement can renew it.
    expect((await clientsOnB()).map((client) => client.clientTitle)).not.toContain(
      'Instance A Academy',
    );
    const created = await postTo(urlA, '/api/clientSection/create', form, token);
    expect(created.status).toBe(200);
    const shown = await holdsWithin(1000, async () =>
      (await clientsOnB()).some((client) => client.clientTitle === 'Instance A Academy'),
    );
    expect(shown).toBe(true);
    const data = await clientsOnB();
    const image = data.find((client) => client.clientTitle === 'Instance A Academy')?.clientImg;
    const served = await fetch(`${urlB}/${image}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).length).toBeGreaterThan(0);

    // The lead limit (4 a minute per address) counts across both instances.
    const statuses = [];
    for (const [n, url] of [urlA, urlB, urlA, urlB, urlA].entries())
      statuses.push((await postTo(url, '/api/leads/create', lead(n))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);

    // A sign-out on A is refused on B at once.
    const other = await signInFirstAdmin(urlB);
    expect((await postTo(urlB, '/api/leads/getall', {}, other)).status).toBe(200);
    expect((await postTo(urlA, '/api/admin/auth/logout', {}, other)).status).toBe(200);
    expect((await postTo(urlB, '/api/leads/getall', {}, other)).status).toBe(401);

    // A dies mid-load with SIGKILL; B keeps answering every request.
    const answers: number[] = [];
    let stop = false;
    const load = (async () => {
      while (!stop)
        answers.push(
          (await fetch(`${urlB}/api/teacherHomePage/getall`, { method: 'POST' })).status,
        );
    })();
    await new Promise((resolve) => setTimeout(resolve, 200));
    a.child.kill('SIGKILL');
    await a.exited;
    await new Promise((resolve) => setTimeout(resolve, 500));
    stop = true;
    await load;
    expect(answers.length).toBeGreaterThan(5);
    expect(new Set(answers)).toEqual(new Set([200]));
    expect((await fetch(`${urlB}/readyz`)).status).toBe(200);
  });
});
