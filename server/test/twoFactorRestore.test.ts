import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { RecoveryCodes, TwoFactorChallenge, TwoFactorSetup } from '@/sdk/schemas/twoFactor';
import { currentCode } from '../auth/totp';
import { KEY_FILE } from '../webhooks/secretBox';
import { postTo, signInFirstAdmin, SPAWNED_ADMIN_PASSWORD } from './overHttp';
import { NO_DEMO_CONTENT, runCli, spawnServer } from './serverProcess';

// Issue 43 item 6: the restore drill of docs/operations.md ("Backups") with an admin who signs in
// with two-factor. The TOTP secret is sealed in the backup; the key file is kept apart from it,
// as documented, and put beside the restored database.

const dir = mkdtempSync(join(tmpdir(), 'lms-two-factor-restore-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const signIn = (url: string) =>
  postTo(url, '/api/admin/auth/login', {
    username: 'admin',
    password: SPAWNED_ADMIN_PASSWORD,
    macAddress: 'x',
  });

describe('restore drill with two-factor on', { timeout: 180_000 }, () => {
  it('an admin with two-factor signs in after backup and restore, the key file carried apart', async () => {
    const original = join(dir, 'original');
    const restored = join(dir, 'restored');
    const keptApart = join(dir, 'key-copy');
    const archive = join(dir, 'site.backup.gz');
    let secret = '';
    const first = spawnServer({ DATA_DIR: original, ...NO_DEMO_CONTENT });
    try {
      const url = await first.ready;
      const token = await signInFirstAdmin(url);
      const setup = await postTo(url, '/api/admin/account/two-factor/setup', {}, token);
      secret = TwoFactorSetup.parse(((await setup.json()) as { data: unknown }).data).secret;
      const enable = await postTo(
        url,
        '/api/admin/account/two-factor/enable',
        { currentPassword: SPAWNED_ADMIN_PASSWORD, code: currentCode(secret, Date.now() - 30_000) },
        token,
      );
      expect(enable.status).toBe(200);
      RecoveryCodes.parse(((await enable.json()) as { data: unknown }).data);
      expect((await runCli('backup', [archive], { DATA_DIR: original })).code).toBe(0);
      // The operator's copy of the key, kept apart from the backups.
      mkdirSync(keptApart);
      copyFileSync(join(original, KEY_FILE), join(keptApart, KEY_FILE));
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }
    // Sealed in the backup: the secret is nowhere in it in clear.
    expect(gunzipSync(readFileSync(archive)).toString()).not.toContain(secret);

    const restore = await runCli('restore', [archive], { DATA_DIR: restored });
    expect(restore.code).toBe(0);
    copyFileSync(join(keptApart, KEY_FILE), join(restored, KEY_FILE));
    const second = spawnServer({ DATA_DIR: restored });
    try {
      const url = await second.ready;
      const passwordStep = await signIn(url);
      expect(passwordStep.status).toBe(401);
      const { challenge } = TwoFactorChallenge.parse(await passwordStep.json());
      const codeStep = await postTo(url, '/api/admin/auth/login/two-factor', {
        challenge,
        code: currentCode(secret, Date.now() + 30_000),
      });
      expect(codeStep.status).toBe(200);
      expect(((await codeStep.json()) as { token?: string }).token).toBeTruthy();
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });
});
