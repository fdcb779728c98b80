import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { retryDelay } from './deliveryQueue';
import { KEY_FILE, secretBox, webhookKey } from './secretBox';
import { newWebhookSecret, signPayload, signedHeaders } from './signature';
import { loadWebhookConfig } from './webhookConfig';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lms-webhook-key-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('sealed secrets', () => {
  const key = webhookKey({ secretKey: 'x'.repeat(32), dataDir: '/nowhere', embedded: false })!;

  it('open with the key and the endpoint they were sealed for, and only so', () => {
    const box = secretBox(key());
    const secret = newWebhookSecret();
    const sealed = box.seal(secret, 'endpoint-1');
    expect(sealed).not.toContain(secret.slice(6));
    expect(box.open(sealed, 'endpoint-1')).toBe(secret);
    // Copied onto another endpoint's row, or opened with another key: refused.
    expect(() => box.open(sealed, 'endpoint-2')).toThrow();
    const other = webhookKey({ secretKey: 'y'.repeat(32), dataDir: '/nowhere', embedded: false })!;
    expect(() => secretBox(other()).open(sealed, 'endpoint-1')).toThrow();
    // Two seals of one secret differ (a fresh IV each time).
    expect(box.seal(secret, 'endpoint-1')).not.toBe(sealed);
  });

  it('use a key file made once in DATA_DIR (0600) with PGlite, and none on PostgreSQL', () => {
    const dir = tempDir();
    const first = webhookKey({ secretKey: null, dataDir: dir, embedded: true })!();
    const again = webhookKey({ secretKey: null, dataDir: dir, embedded: true })!();
    expect(again.equals(first)).toBe(true);
    expect(first).toHaveLength(32);
    expect(statSync(join(dir, KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, KEY_FILE), 'utf8')).not.toBe('');
    expect(webhookKey({ secretKey: null, dataDir: dir, embedded: false })).toBeNull();
  });
});

describe('signatures (Standard Webhooks)', () => {
  it('are HMAC-SHA256 of id.timestamp.body keyed by the secret’s bytes, in base64', () => {
    const secret = `whsec_${Buffer.from('k'.repeat(32)).toString('base64')}`;
    const expected = createHmac('sha256', Buffer.from('k'.repeat(32)))
      .update('evt_1.1700000000.{"a":1}')
      .digest('base64');
    expect(signPayload(secret, 'evt_1', 1_700_000_000, '{"a":1}')).toBe(`v1,${expected}`);
    expect(signedHeaders(secret, 'evt_1', '{"a":1}', 1_700_000_000_900)).toEqual({
      'webhook-id': 'evt_1',
      'webhook-timestamp': '1700000000',
      'webhook-signature': `v1,${expected}`,
    });
  });

  it('match the example of the Standard Webhooks specification', () => {
    // The signature example of the Standard Webhooks specification (standardwebhooks.com).
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const body = '{"test": 2432232314}';
    expect(signPayload(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, body)).toBe(
      'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    );
  });
});

describe('retries and settings', () => {
  it('wait four times longer each time, with up to a tenth more', () => {
    const waits = [1, 2, 3, 8].map((n) => retryDelay(n, 5_000, () => 0));
    expect(waits).toEqual([5_000, 20_000, 80_000, 5_000 * 4 ** 7]);
    expect(retryDelay(1, 5_000, () => 0.999)).toBe(5_500);
  });

  it('read the WEBHOOK_ variables, refusing malformed ones by name', () => {
    expect(loadWebhookConfig({})).toEqual({ allowPrivate: false, secretKey: null });
    expect(
      loadWebhookConfig({
        WEBHOOK_ALLOW_PRIVATE: 'true',
        WEBHOOK_SECRET_KEY: 's'.repeat(40),
        WEBHOOK_TIMEOUT_SECONDS: '3',
        WEBHOOK_CONCURRENCY: '8',
      }),
    ).toEqual({ allowPrivate: true, secretKey: 's'.repeat(40), timeoutMs: 3000, concurrency: 8 });
    expect(() => loadWebhookConfig({ WEBHOOK_ALLOW_PRIVATE: 'yes' })).toThrow(
      /WEBHOOK_ALLOW_PRIVATE/,
    );
    expect(() => loadWebhookConfig({ WEBHOOK_SECRET_KEY: 'short' })).toThrow(/WEBHOOK_SECRET_KEY/);
    expect(() => loadWebhookConfig({ WEBHOOK_TIMEOUT_SECONDS: '0' })).toThrow(/WEBHOOK_TIMEOUT/);
  });
});
