import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { configureApi, mediaUrl, post, readStoredToken } from './client';
import { ApiError } from './errors';

type Captured = { url: string; headers: Record<string, string>; body: unknown };

/** A fetch that records the request and answers with the given status and body. */
function fakeFetch(status: number, body: unknown, captured: Captured[] = []) {
  return vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    captured.push({
      url: String(url),
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body,
    });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
}

const Ok = z.object({ success: z.literal(true), msg: z.string(), data: z.number() });

afterEach(() => {
  configureApi({
    baseURL: '',
    getToken: readStoredToken,
    fetch: undefined,
    onUnauthorized: undefined,
    apiToken: undefined,
  });
  vi.unstubAllGlobals();
});

describe('the shared client', () => {
  it('sends x-admin-token when a token is stored, read on every request', async () => {
    const captured: Captured[] = [];
    let token: string | null = 'first';
    configureApi({
      baseURL: 'http://api.test',
      getToken: () => token,
      fetch: fakeFetch(200, { success: true, msg: '', data: 1 }, captured),
    });
    await post('/api/x', {}, Ok);
    token = 'second';
    await post('/api/x', {}, Ok);
    expect(captured.map((c) => c.headers['x-admin-token'])).toEqual(['first', 'second']);
    expect(captured[0]?.url).toBe('http://api.test/api/x');
  });

  it('omits the header when no token is stored', async () => {
    const captured: Captured[] = [];
    configureApi({
      baseURL: 'http://api.test',
      getToken: () => null,
      fetch: fakeFetch(200, { success: true, msg: '', data: 1 }, captured),
    });
    await post('/api/x', undefined, Ok);
    expect(Object.keys(captured[0]?.headers ?? {})).not.toContain('x-admin-token');
  });

  it('sends an API token as Authorization: Bearer, in place of the admin token', async () => {
    const captured: Captured[] = [];
    configureApi({
      baseURL: 'http://api.test',
      getToken: () => 'stored-admin-token',
      apiToken: 'lms_crm-import',
      fetch: fakeFetch(200, { success: true, msg: '', data: 1 }, captured),
    });
    await post('/api/leads/getall', {}, Ok);
    expect(captured[0]?.headers).toMatchObject({ authorization: 'Bearer lms_crm-import' });
    expect(Object.keys(captured[0]?.headers ?? {})).not.toContain('x-admin-token');
  });

  it('tells onUnauthorized when a revoked API token is refused with 401', async () => {
    const onUnauthorized = vi.fn();
    configureApi({
      getToken: () => null,
      apiToken: 'lms_revoked',
      fetch: fakeFetch(401, { success: false, msg: 'This API token is unknown.' }),
      onUnauthorized,
    });
    await expect(post('/api/leads/getall', {}, Ok)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('reads the token from localStorage, then sessionStorage', () => {
    const local = new Map<string, string>();
    const session = new Map<string, string>([['accessToken', 'from-session']]);
    const storage = (m: Map<string, string>) => ({ getItem: (k: string) => m.get(k) ?? null });
    vi.stubGlobal('localStorage', storage(local));
    vi.stubGlobal('sessionStorage', storage(session));
    expect(readStoredToken()).toBe('from-session');
    local.set('accessToken', 'from-local');
    expect(readStoredToken()).toBe('from-local');
  });

  it("turns a failure into an ApiError with the status and the server's msg", async () => {
    configureApi({
      fetch: fakeFetch(400, {
        success: false,
        msg: 'Bad name',
        issues: [{ path: ['name'], message: 'Bad name' }],
      }),
    });
    const error = await post('/api/x', {}, Ok).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, msg: 'Bad name', issues: [{ path: ['name'] }] });
  });

  it('falls back to `message`, then to the given fallback', async () => {
    configureApi({ fetch: fakeFetch(401, { message: 'Wrong password' }) });
    await expect(post('/api/x', {}, Ok)).rejects.toMatchObject({
      status: 401,
      msg: 'Wrong password',
    });
    configureApi({ fetch: fakeFetch(502, '<html>Bad gateway</html>') });
    await expect(post('/api/x', {}, Ok, 'Login failed')).rejects.toMatchObject({
      status: 502,
      msg: 'Login failed',
    });
  });

  it('reports a network failure as status 0', async () => {
    configureApi({
      fetch: vi.fn(async () => {
        throw new TypeError('fetch failed');
      }) as unknown as typeof fetch,
    });
    await expect(post('/api/x', {}, Ok)).rejects.toMatchObject({ status: 0 });
  });

  it('refuses an answer that does not match the schema', async () => {
    configureApi({ fetch: fakeFetch(200, { success: true, msg: '', data: 'not a number' }) });
    await expect(post('/api/x', {}, Ok)).rejects.toBeInstanceOf(ApiError);
  });

  it('builds image URLs from the API host and the stored path', () => {
    configureApi({ baseURL: 'http://api.test/' });
    expect(mediaUrl('uploads/a.webp')).toBe('http://api.test/uploads/a.webp');
    expect(mediaUrl('/uploads/a.webp')).toBe('http://api.test/uploads/a.webp');
    expect(mediaUrl('')).toBe('');
    configureApi({ baseURL: '' });
    expect(mediaUrl('uploads/a.webp')).toBe('/uploads/a.webp');
  });
});

describe('input checks', () => {
  it('reports invalid input as an ApiError 400 before anything is sent', async () => {
    const fetchSpy = fakeFetch(200, {});
    configureApi({ fetch: fetchSpy });
    const { createLead } = await import('./endpoints/leads');
    const error = await createLead({
      name: 'A',
      email: 'a@b.co',
      mobile: '123',
      message: 'x',
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 400,
      msg: 'Please enter a valid 10-digit mobile number',
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('a 401 and the request id', () => {
  const refused = { success: false, msg: 'Please sign in again.' };
  const answering = (status: number, headers: Record<string, string> = {}) =>
    vi.fn(
      async () => new Response(JSON.stringify(refused), { status, headers }),
    ) as unknown as typeof fetch;

  it('tells onUnauthorized once when a call that carried a token is refused with 401', async () => {
    const onUnauthorized = vi.fn();
    configureApi({ getToken: () => 'revoked', fetch: answering(401), onUnauthorized });
    await expect(post('/api/x', {}, Ok)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith(expect.any(ApiError));
  });

  it('leaves a 401 without a token (a wrong password) and other statuses alone', async () => {
    const onUnauthorized = vi.fn();
    configureApi({ getToken: () => null, fetch: answering(401), onUnauthorized });
    await expect(post('/api/admin/auth/login', {}, Ok)).rejects.toMatchObject({ status: 401 });
    configureApi({ getToken: () => 'valid', fetch: answering(403) });
    await expect(post('/api/x', {}, Ok)).rejects.toMatchObject({ status: 403 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the answer’s X-Request-Id on the ApiError, for support', async () => {
    configureApi({ fetch: answering(500, { 'x-request-id': 'req-42' }) });
    await expect(post('/api/x', {}, Ok)).rejects.toMatchObject({
      status: 500,
      requestId: 'req-42',
    });
  });
});
