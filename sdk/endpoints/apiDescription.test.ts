import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi, readStoredToken } from '../client';
import { ApiError } from '../errors';
import { apiDescription } from './apiDescription';

// The console's API reference reads GET /api/openapi.json through the sdk: public, parsed.

const minimal = {
  openapi: '3.1.0',
  info: { title: 'LMS marketing site API', version: 'abc123' },
  paths: { '/healthz': { get: { tags: ['Operations'], summary: 'Alive', responses: {} } } },
};

function answering(status: number, body: string, headers: Record<string, string> = {}) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    return new Response(body, { status, headers });
  }) as unknown as typeof globalThis.fetch;
  configureApi({ baseURL: 'http://api.test', getToken: () => 'a-session-token', fetch });
  return calls;
}

afterEach(() => configureApi({ baseURL: '', getToken: readStoredToken, fetch: undefined }));

describe('sdk.apiDescription.get', () => {
  it('GETs the document without a token and parses it, with defaults for what it lacks', async () => {
    const calls = answering(200, JSON.stringify(minimal));
    const document = await apiDescription();
    expect(calls[0]?.url).toBe('http://api.test/api/openapi.json');
    expect(calls[0]?.init?.method ?? 'GET').toBe('GET');
    expect(JSON.stringify(calls[0]?.init?.headers ?? {})).not.toContain('a-session-token');
    expect(document.info.version).toBe('abc123');
    expect(document.paths['/healthz']?.get?.summary).toBe('Alive');
    expect(document.webhooks).toEqual({});
  });

  it('refuses an answer that is not the document (a fallback HTML page)', async () => {
    answering(200, '<!doctype html><title>Console</title>');
    await expect(apiDescription()).rejects.toMatchObject({ status: 0 });
  });

  it('turns a failure into the one ApiError, with the request id for support', async () => {
    answering(503, JSON.stringify({ success: false, msg: 'Busy.' }), {
      'x-request-id': 'req-1',
    });
    const failure = await apiDescription().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 503, msg: 'Busy.', requestId: 'req-1' });
  });
});
