import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiTokenCreated } from '@/sdk/schemas/apiTokens';
import { buildApp } from '../app';
import type { BuiltApp } from '../app';
import { createPreviewLink } from '../content/preview/previewLinks';
import { redactSecrets } from '../http/logRedaction';
import { adminToken } from './fixtures';
import { logLines } from './logLines';
import { call } from './requests';
import { testConfig } from './testApp';

// Issue 43 item 9: a secret in a URL (a preview link's token, an API token, a secret query
// parameter) never reaches a log line: request lines at info and debug, error lines, and the
// content cache's per-answer lines. Logged at debug, so every kind of line is written.

const { lines, stream: sink } = logLines();
let built: BuiltApp;
let dir: string;
let admin: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lms-log-redaction-'));
  built = await buildApp({ config: testConfig(dir), logger: { level: 'debug', stream: sink } });
  admin = await adminToken(built.context.db);
});
afterAll(async () => {
  await built.app.close();
  rmSync(dir, { recursive: true, force: true });
});

const flushed = () => new Promise((resolve) => setImmediate(resolve));

/** The lines logged while `work` ran: none may contain `secret`, and some must be there. */
async function logged(secret: string, work: () => Promise<unknown>) {
  lines.length = 0;
  await work();
  await flushed();
  const text = lines.map((line) => JSON.stringify(line));
  expect(text.length).toBeGreaterThan(0);
  for (const line of text) expect(line).not.toContain(secret);
  return lines.map((line) => (line.req as { url?: string } | undefined)?.url).filter(Boolean);
}

describe('secrets in URLs are redacted in every log line', () => {
  it('a preview link: the redirect, the page and a page with a query', async () => {
    const link = await createPreviewLink(
      built.context.db,
      { label: 'Log test', hours: 720 },
      { id: null, username: 'log-test' },
    );
    for (const url of [
      `/preview/${link.token}`,
      `/preview/${link.token}/`,
      `/preview/${link.token}/privacy-policy?utm_source=mail`,
    ]) {
      const urls = await logged(link.token, () => built.app.inject({ method: 'GET', url }));
      expect(urls.length, url).toBeGreaterThan(0);
      for (const seen of urls) expect(seen).toMatch(/^\/preview\/\[redacted\]/);
    }
  });

  it('an API token a client put in the query string, beside its Bearer header', async () => {
    const made = await call(built.app, '/api/admin/api-tokens/create', {
      token: admin,
      json: { name: 'Log test', scope: 'read-leads' },
    });
    const { token } = made.body.data as ApiTokenCreated;
    const urls = await logged(token, () =>
      built.app.inject({
        method: 'POST',
        url: `/api/leads/getall?access_token=${token}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: '{}',
      }),
    );
    expect(urls).toContain('/api/leads/getall?access_token=[redacted]');
  });

  it('a reset link, a signature and a password in the query; a page not found', async () => {
    const secret = 'Sup3r-secret-reset-value';
    const urls = await logged(secret, async () => {
      await built.app.inject({ method: 'GET', url: `/reset?token=${secret}&utm_source=mail` });
      await built.app.inject({ method: 'GET', url: `/nothing?password=${secret}` });
      await built.app.inject({ method: 'GET', url: `/api/nothing?X-Amz-Signature=${secret}` });
    });
    expect(urls).toContain('/reset?token=[redacted]&utm_source=mail');
    expect(urls).toContain('/nothing?password=[redacted]');
  });

  it('answers repeated from the content cache, logged one by one at debug', async () => {
    const secret = 'lms_cachedAnswerSecretToken0123456789abcdefgh';
    const url = `/api/faqSection/getall?session=s3cr3t-session&key=${secret}`;
    await built.app.inject({ method: 'POST', url, payload: {} });
    const urls = await logged(secret, () => built.app.inject({ method: 'POST', url, payload: {} }));
    expect(
      lines.some((line) => line.msg === 'request completed from the content cache'),
      JSON.stringify(lines),
    ).toBe(true);
    expect(urls).toContain('/api/faqSection/getall?session=[redacted]&key=[redacted]');
    expect(JSON.stringify(lines)).not.toContain('s3cr3t-session');
  });

  it('error lines: a message or stack quoting a URL, and the line message taken from it', async () => {
    const token = 'QW5vdGhlclByZXZpZXdUb2tlbk9mNDNDaGFyc0F0TGVhc3Q';
    await logged(token, async () => {
      const error = new Error(`rendering /preview/${token}/faq failed`);
      built.app.log.error({ err: error, req: { method: 'GET', url: `/preview/${token}/faq` } });
      built.app.log.error({ err: new Error(`GET /preview/${token}/ failed`) });
    });
    expect(lines[0]).toMatchObject({
      err: { message: 'rendering /preview/[redacted]/faq failed' },
      req: { url: '/preview/[redacted]/faq' },
    });
    // Without a message of its own, the line's message is the error's, redacted too.
    expect(lines[1]).toMatchObject({ msg: 'GET /preview/[redacted]/ failed' });
  });
});

describe('redactSecrets', () => {
  it('leaves URLs without a secret as they are', () => {
    for (const url of [
      '/',
      '/api/leads/getall',
      '/book-a-demo?utm_source=news&utm_campaign=diwali',
      '/uploads/6f1c-960w.webp',
      '/previews-of-courses',
    ])
      expect(redactSecrets(url)).toBe(url);
  });

  it('redacts each kind, percent-encoded preview paths and camel-cased names too', () => {
    expect(redactSecrets('/login?next=%2Fpreview%2FabcDEF123_-x%2Ffaq')).toBe(
      '/login?next=%2Fpreview%2F[redacted]%2Ffaq',
    );
    expect(redactSecrets('/x?apiKey=1&idempotencyKey=2&code=3&page=4')).toBe(
      '/x?apiKey=[redacted]&idempotencyKey=[redacted]&code=[redacted]&page=4',
    );
    expect(redactSecrets(`/x/lms_${'a'.repeat(43)}/y`)).toBe('/x/lms_[redacted]/y');
  });
});
