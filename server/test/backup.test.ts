import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadArchiveError } from '../backup/archive';
import { NotEmptyError, restoreBackup, writeBackup } from '../backup/backup';
import { listMedia } from '../backup/mediaFiles';
import { readSnapshot } from '../backup/snapshot';
import type { Database } from '../db/database';
import { rawRows } from '../db/rawRows';
import { databaseBackends } from './backends';
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

describe.each(databaseBackends())('backup and restore on $name', (backend) => {
  const dir = mkdtempSync(join(tmpdir(), 'lms-backup-'));
  const archive = join(dir, 'site.backup.gz');
  let source: { database: Database; dispose: () => Promise<void> };
  let target: { database: Database; dispose: () => Promise<void> };
  let server: TestServer;
  /** The target's rows right after the first restore: what every later restore must give again. */
  let restoredRows: Awaited<ReturnType<typeof rowsOf>>;

  beforeAll(async () => {
    source = await backend.open();
    target = await backend.open();
    // Demo content brings real images into the media directory; the first admin an account.
    server = await startTestApp({ demoContent: true }, source.database);
    for (let n = 0; n < 5; n += 1) {
      expect((await call(server.app, '/api/leads/create', { json: lead(n) })).status).toBe(200);
    }
  });
  afterAll(async () => {
    await server.close();
    await source.dispose();
    await target.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores content, leads, accounts and every media file exactly', async () => {
    const mediaDir = server.context.media.dir;
    const out = createWriteStream(archive);
    const written = await writeBackup(
      { db: source.database.db, mediaDir, database: 'pglite' },
      out,
    );
    expect(written.missing).toEqual([]);
    expect(written.files).toBeGreaterThan(3);

    const restoredMedia = join(dir, 'restored-media');
    const restored = await restoreBackup(
      archive,
      { db: target.database.db, mediaDir: restoredMedia },
      { replace: false },
    );
    expect(restored).toEqual({ rows: written.rows, files: written.files });
    restoredRows = await rowsOf(target.database);
    expect(restoredRows).toEqual(await rowsOf(source.database));
    const names = await listMedia(mediaDir);
    expect(await listMedia(restoredMedia)).toEqual(names);
    for (const name of names) {
      expect(
        readFileSync(join(restoredMedia, name)).equals(readFileSync(join(mediaDir, name))),
      ).toBe(true);
    }

    // The restored database works as a site: the first admin signs in with its password.
    const copy = await startTestApp({}, target.database);
    try {
      const login = await call(copy.app, '/api/admin/auth/login', {
        json: { username: 'admin', password: 'first-admin-password', macAddress: 'x' },
      });
      expect(login.status).toBe(200);
    } finally {
      await copy.app.close();
    }
  });

  it('refuses a target that holds data unless told to replace it', async () => {
    const mediaDir = join(dir, 'restored-media');
    await expect(
      restoreBackup(archive, { db: target.database.db, mediaDir }, { replace: false }),
    ).rejects.toThrow(NotEmptyError);
    // Replacing wipes what came later: a lead and a file added after the restore are gone again.
    await target.database.db.execute(
      sql`insert into leads (id, name, email, mobile, message) values ('later', 'L', 'l@example.com', '9876543210', 'm')`,
    );
    writeFileSync(join(mediaDir, 'stray.png'), 'not in the backup');
    await restoreBackup(archive, { db: target.database.db, mediaDir }, { replace: true });
    expect(await rowsOf(target.database)).toEqual(restoredRows);
    expect(await listMedia(mediaDir)).not.toContain('stray.png');
  });

  it('refuses a backup that was cut short, and changes nothing', async () => {
    const cut = join(dir, 'cut.backup.gz');
    const whole = readFileSync(archive);
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
    await target.database.db.execute(sql`delete from leads`);
    const afterDelete = await rowsOf(target.database);
    await expect(
      restoreBackup(
        cut,
        { db: target.database.db, mediaDir: join(dir, 'restored-media') },
        { replace: true },
      ),
    ).rejects.toThrow(BadArchiveError);
    expect(await rowsOf(target.database)).toEqual(afterDelete);
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
