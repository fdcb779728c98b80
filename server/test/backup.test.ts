import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertExperiment } from '../experiments/experimentStore';
import { BadArchiveError } from '../backup/archive';
import { NotEmptyError, restoreBackup, writeBackup } from '../backup/backup';
import { readSnapshot } from '../backup/snapshot';
import type { Database } from '../db/database';
import { rawRows } from '../db/rawRows';
import { databaseBackends } from './backends';
import { mediaBackends } from './mediaBackends';
import type { OpenedMedia } from './mediaBackends';
import { call } from './requests';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

const lead = (n: number) => ({
  name: `Backup Lead ${n}`,
  email: `lead${n}@example.com`,
  mobile: `987654321${n}`,
  message: `Hello ✓ 👋 ${n}`,
});

/** Rows per table, order-free, as PostgreSQL itself renders them. */
const rowsOf = async (database: Database) =>
  (await readSnapshot(database.db)).map(({ table, rows }) => ({ table, rows: [...rows].sort() }));

/** Every database with every media store: the disk, and buckets on a real S3-compatible server. */
const setups = databaseBackends().flatMap((backend) =>
  mediaBackends().map((media) => ({
    name: `${backend.name}, media on ${media.name}`,
    backend,
    media,
  })),
);

/** Every stored file of a store by name, to compare byte for byte. */
const contentsOf = async ({ store }: OpenedMedia) =>
  Promise.all((await store.list()).map(async (name) => [name, await store.read(name)] as const));

describe.each(setups)('backup and restore on $name', ({ backend, media }) => {
  const dir = mkdtempSync(join(tmpdir(), 'lms-backup-'));
  const archive = join(dir, 'site.backup.gz');
  let source: { database: Database; dispose: () => Promise<void> };
  let target: { database: Database; dispose: () => Promise<void> };
  let sourceMedia: OpenedMedia;
  let targetMedia: OpenedMedia;
  let server: TestServer;
  /** The target's rows right after the first restore: what every later restore must give again. */
  let restoredRows: Awaited<ReturnType<typeof rowsOf>>;

  beforeAll(async () => {
    source = await backend.open();
    target = await backend.open();
    sourceMedia = await media.open();
    targetMedia = await media.open();
    // Demo content brings real images into the media store; the first admin an account.
    server = await startTestApp({ demoContent: true, ...sourceMedia.overrides }, source.database);
    for (let n = 0; n < 5; n += 1) {
      expect((await call(server.app, '/api/leads/create', { json: lead(n) })).status).toBe(200);
    }
    // An editor's experiment (issue 45 item 3) is their work: it goes into the backup too.
    await insertExperiment(source.database.db, {
      name: 'Hero headline',
      page: 'for-coaching-institutes',
      variant: {
        id: 'hero',
        hidden: false,
        type: 'richText',
        markdown: 'Why institutes switch: because it works.',
      },
      split: 50,
      startedBy: 'admin',
    });
  });
  afterAll(async () => {
    await server.close();
    await source.dispose();
    await target.dispose();
    await sourceMedia.dispose();
    await targetMedia.dispose();
    await media.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores content, leads, accounts and every media file exactly', async () => {
    const out = createWriteStream(archive);
    const written = await writeBackup(
      { db: source.database.db, media: server.context.media.objects, database: 'pglite' },
      out,
    );
    expect(written.missing).toEqual([]);
    expect(written.files).toBeGreaterThan(3);

    const restored = await restoreBackup(
      archive,
      { db: target.database.db, media: targetMedia.store },
      { replace: false },
    );
    expect(restored).toEqual({ rows: written.rows, files: written.files });
    restoredRows = await rowsOf(target.database);
    expect(restoredRows).toEqual(await rowsOf(source.database));
    expect(restoredRows.find((t) => t.table === 'experiments')?.rows).toHaveLength(1);
    const original = await contentsOf(sourceMedia);
    expect(original).toHaveLength(written.files);
    // Same names, and Buffer contents compared byte for byte.
    expect(await contentsOf(targetMedia)).toEqual(original);
    // Nothing of the staging area is left behind.
    expect(await targetMedia.store.list('.')).toEqual([]);

    // The restored database and media work as a site: the first admin signs in with its
    // password, and a restored picture is served at its public URL.
    const copy = await startTestApp(targetMedia.overrides, target.database);
    try {
      const login = await call(copy.app, '/api/admin/auth/login', {
        json: { username: 'admin', password: 'first-admin-password', macAddress: 'x' },
      });
      expect(login.status).toBe(200);
      const [name, bytes] = original[0] ?? ['', Buffer.alloc(0)];
      const served = await copy.app.inject({ method: 'GET', url: `/uploads/${name}` });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(bytes)).toBe(true);
    } finally {
      await copy.app.close();
    }
  });

  it('refuses a target that holds data unless told to replace it', async () => {
    const restoreTo = { db: target.database.db, media: targetMedia.store };
    await expect(restoreBackup(archive, restoreTo, { replace: false })).rejects.toThrow(
      NotEmptyError,
    );
    // Replacing wipes what came later: a lead and a file added after the restore are gone again.
    await target.database.db.execute(
      sql`insert into leads (id, name, email, mobile, message) values ('later', 'L', 'l@example.com', '9876543210', 'm')`,
    );
    await targetMedia.store.put('stray.png', Buffer.from('not in the backup'));
    await restoreBackup(archive, restoreTo, { replace: true });
    expect(await rowsOf(target.database)).toEqual(restoredRows);
    expect(await targetMedia.store.list()).not.toContain('stray.png');
    expect(await contentsOf(targetMedia)).toEqual(await contentsOf(sourceMedia));
  });

  it('refuses a backup that was cut short, and changes nothing', async () => {
    const cut = join(dir, 'cut.backup.gz');
    const whole = readFileSync(archive);
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
    await target.database.db.execute(sql`delete from leads`);
    const afterDelete = await rowsOf(target.database);
    const mediaBefore = await contentsOf(targetMedia);
    await expect(
      restoreBackup(cut, { db: target.database.db, media: targetMedia.store }, { replace: true }),
    ).rejects.toThrow(BadArchiveError);
    expect(await rowsOf(target.database)).toEqual(afterDelete);
    expect(await contentsOf(targetMedia)).toEqual(mediaBefore);
    expect(await targetMedia.store.list('.')).toEqual([]);
    expect(afterDelete).not.toEqual(restoredRows);
  });

  it('has no serial or identity columns (restore would have to move their sequences on)', async () => {
    const columns = await rawRows<{ column: string }>(
      source.database.db,
      sql`select table_name || '.' || column_name as column from information_schema.columns
          where table_schema = 'public' and (column_default like 'nextval%' or is_identity = 'YES')`,
    );
    expect(columns).toEqual([]);
  });
});
