import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyPostgresDatabase, TEST_DATABASE_URL, withClient } from './backends';
import { startS3rver } from './s3rver';
import { postTo, signInFirstAdmin } from './overHttp';
import { runCli, spawnServer } from './serverProcess';

const dir = mkdtempSync(join(tmpdir(), 'lms-backup-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function leadNames(url: string): Promise<string[]> {
  const token = await signInFirstAdmin(url);
  const answer = await postTo(url, '/api/leads/getall', {}, token);
  const { data } = (await answer.json()) as { data: { items: Array<{ name: string }> } };
  return data.items.map((lead) => lead.name).sort();
}

// Spawns real server processes: a busy shared CI machine needs more than the default minute.
describe('npm run backup / restore with the embedded database', { timeout: 180_000 }, () => {
  it('backs up a running server, restores into an empty DATA_DIR, refuses a full one', async () => {
    const original = join(dir, 'original');
    const copy = join(dir, 'copy');
    const archive = join(dir, 'site.backup.gz');
    const first = spawnServer({ DATA_DIR: original });
    let names: string[];
    try {
      const url = await first.ready;
      const health = await fetch(`${url}/healthz`);
      expect(health.headers.get('content-type')).toMatch(/application\/json/);
      expect(await health.json()).toEqual({ status: 'ok' });
      const ready = await fetch(`${url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ status: 'ready' });
      for (const n of [1, 2, 3]) {
        const lead = {
          name: `CLI ${n}`,
          email: `c${n}@example.com`,
          mobile: '9876543210',
          message: 'm',
        };
        expect((await postTo(url, '/api/leads/create', lead)).status).toBe(200);
      }
      names = await leadNames(url);
      // The server holds PGlite's directory: the backup goes through its control socket.
      const backup = await runCli('backup', [archive], { DATA_DIR: original });
      expect(backup.output).toMatch(/Backup written to/);
      expect(backup.code).toBe(0);
      // Leads and password hashes: readable by the owner only, created so.
      expect(statSync(archive).mode & 0o777).toBe(0o600);
      // A backup never overwrites an older one.
      expect((await runCli('backup', [archive], { DATA_DIR: original })).code).toBe(1);
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }

    // The operator's drill on a new machine: the restore creates and migrates the database from
    // nothing (the other restores start from the run's migrated copy, serverProcess.ts).
    const restore = await runCli('restore', [archive], { DATA_DIR: copy }, { freshDatabase: true });
    expect(restore.output).toMatch(/Restored \d+ rows and \d+ media files/);
    expect(restore.code).toBe(0);
    const again = await runCli('restore', [archive], { DATA_DIR: copy });
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/already holds data.*--force/);

    const second = spawnServer({ DATA_DIR: copy });
    try {
      const url = await second.ready;
      expect(await leadNames(url)).toEqual(names);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
    expect(existsSync(`${archive}.partial`)).toBe(false);
  });
});

describe('npm run backup / restore with media in a bucket', { timeout: 180_000 }, () => {
  it('backs up the bucket with a running server, restores it into an empty one', async () => {
    const s3 = await startS3rver();
    const [from, to] = [s3.env(await s3.newBucket()), s3.env(await s3.newBucket())];
    const original = { DATA_DIR: join(dir, 's3-original'), ...from };
    const copy = { DATA_DIR: join(dir, 's3-copy'), ...to };
    const archive = join(dir, 's3.backup.gz');
    try {
      const first = spawnServer(original);
      let pictures: Map<string, Buffer>;
      let files: number;
      try {
        pictures = await demoPictures(await first.ready);
        expect(pictures.size).toBeGreaterThan(3);
        const backup = await runCli('backup', [archive], original);
        expect(backup.code).toBe(0);
        // Every demo picture, not only the client logos looked at here.
        files = Number(/, (\d+) media files/.exec(backup.output)?.[1]);
        expect(files).toBeGreaterThan(pictures.size);
      } finally {
        first.child.kill('SIGTERM');
        await first.exited;
      }
      // Without a server the command opens the database and the bucket itself.
      const directArchive = join(dir, 's3-direct.backup.gz');
      const direct = await runCli('backup', [directArchive], original);
      expect(direct.output).toMatch(new RegExp(`, ${files} media files`));
      expect(statSync(directArchive).mode & 0o777).toBe(0o600);

      const restore = await runCli('restore', [archive], copy);
      expect(restore.output).toMatch(new RegExp(`and ${files} media files`));
      expect(restore.code).toBe(0);
      const second = spawnServer(copy);
      try {
        const url = await second.ready;
        for (const [path, bytes] of pictures) {
          const served = Buffer.from(await (await fetch(`${url}/${path}`)).arrayBuffer());
          expect(served.equals(bytes), path).toBe(true);
        }
      } finally {
        second.child.kill('SIGTERM');
        await second.exited;
      }
    } finally {
      await s3.close();
    }
  });
});

describe('npm run backup without a database to back up', { timeout: 60_000 }, () => {
  it('refuses a DATA_DIR without a database, names it, and creates nothing', async () => {
    // The usual mistake: a DATA_DIR other than the server's (here an empty directory).
    const empty = join(dir, 'not-the-servers-data');
    mkdirSync(empty);
    const archive = join(dir, 'refused', 'site.backup.gz');
    const backup = await runCli('backup', [archive], { DATA_DIR: empty });
    expect(backup.code).toBe(1);
    expect(backup.output).toContain(`There is no database in DATA_DIR=${empty}`);
    expect(backup.output).toMatch(/Run the backup with the DATA_DIR the server uses/);
    expect(backup.output).not.toMatch(/Backup written/);
    expect(readdirSync(empty)).toEqual([]);
    expect(existsSync(join(dir, 'refused'))).toBe(false);
  });
});

// CI sets TEST_DATABASE_URL; backends.ts says so loudly when it is missing.
describe.skipIf(!TEST_DATABASE_URL)('npm run backup on a PostgreSQL without the schema', () => {
  it('refuses, names the database without its password, and creates no table', async () => {
    const empty = await emptyPostgresDatabase(TEST_DATABASE_URL ?? '');
    try {
      // The real password (a wrong one is refused by PostgreSQL's usual password auth before the
      // backup can look for tables): it must not be printed, only its stand-in.
      const { password } = new URL(empty.url);
      const archive = join(dir, 'pg-refused.backup.gz');
      const backup = await runCli('backup', [archive], { DATABASE_URL: empty.url });
      expect(backup.code).toBe(1);
      expect(backup.output).toMatch(
        /DATABASE_URL=postgres:\/\/[^:\s]+:\*\*\*@.*holds no tables of this site/,
      );
      expect(password).not.toBe('');
      expect(backup.output).not.toContain(`:${password}@`);
      expect(existsSync(archive)).toBe(false);
      const schema = await withClient(empty.url, (c) =>
        c.query<{ n: number }>(
          `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
        ),
      );
      expect(schema.rows[0]?.n).toBe(0);
    } finally {
      await empty.drop();
    }
  });
});

/** Every picture the landing page's clients show, by path, as the server serves it. */
async function demoPictures(url: string): Promise<Map<string, Buffer>> {
  const answer = await postTo(url, '/api/clientSection/getall');
  const { data } = (await answer.json()) as { data: Array<{ clientImg: string }> };
  const pictures = new Map<string, Buffer>();
  for (const { clientImg } of data) {
    const served = await fetch(`${url}/${clientImg}`);
    expect(served.status).toBe(200);
    pictures.set(clientImg, Buffer.from(await served.arrayBuffer()));
  }
  return pictures;
}
