import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { configureApi, post, readStoredToken } from './client';
import type { XhrConstructor } from './uploadTransport';

const Ok = z.object({ success: z.literal(true), msg: z.string(), data: z.number() });
type ProgressHandler = (
  event: Pick<ProgressEvent, 'lengthComputable' | 'loaded' | 'total'>,
) => void;

/**
 * A stand-in for the browser's XMLHttpRequest at the edge: it records what is sent, and the test
 * plays the upload's progress and the server's answer through `FakeXhr.last`.
 */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ProgressHandler | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    Object.assign(this, { method, url });
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const useFakeXhr = () =>
  configureApi({
    baseURL: 'http://api.test',
    getToken: () => 'secret',
    XMLHttpRequest: FakeXhr as unknown as XhrConstructor,
  });

/** A fetch that answers every request with this status and body. */
const answering = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

afterEach(() => {
  configureApi({ baseURL: '', getToken: readStoredToken, fetch: undefined });
  configureApi({ XMLHttpRequest: undefined });
  FakeXhr.last = undefined;
});

describe('uploads with progress', () => {
  it('sends the form by XMLHttpRequest with the token and reports the share sent', async () => {
    useFakeXhr();
    const heard: number[] = [];
    const form = new FormData();
    form.append('clientTitle', 'Acme');
    const saving = post('/api/client/create', form, Ok, undefined, (sent) => heard.push(sent));
    const request = FakeXhr.last!;
    expect(request).toMatchObject({ method: 'POST', url: 'http://api.test/api/client/create' });
    expect(request.headers['x-admin-token']).toBe('secret');
    expect(request.body).toBe(form);
    request.progress(25, 100);
    request.progress(0, 0, false); // a length the browser could not tell says nothing
    request.progress(100, 100);
    request.answer(200, { success: true, msg: 'Added', data: 7 });
    await expect(saving).resolves.toEqual({ success: true, msg: 'Added', data: 7 });
    expect(heard).toEqual([0.25, 1]);
  });

  it('maps a failure envelope to the same ApiError as the fetch path', async () => {
    const failure = {
      success: false,
      msg: 'The file is too large: the limit is 5 MB.',
      issues: [{ path: ['clientImg'], message: 'The file is too large: the limit is 5 MB.' }],
    };
    configureApi({ fetch: answering(400, failure) });
    const byFetch = await post('/api/x', new FormData(), Ok).catch((e: unknown) => e);
    useFakeXhr();
    const byXhr = post('/api/x', new FormData(), Ok, undefined, () => {}).catch((e: unknown) => e);
    FakeXhr.last!.answer(400, failure);
    expect(await byXhr).toEqual(byFetch);
    expect(byFetch).toMatchObject({ status: 400, issues: [{ path: ['clientImg'] }] });
  });

  it('reports no answer as status 0, an HTML page with the fallback, a bad body as unreadable', async () => {
    useFakeXhr();
    const lost = post('/api/x', {}, Ok, undefined, () => {});
    FakeXhr.last!.onerror?.();
    await expect(lost).rejects.toMatchObject({ status: 0 });
    const gateway = post('/api/x', {}, Ok, 'Saving failed', () => {});
    expect(FakeXhr.last!.headers['content-type']).toBe('application/json');
    FakeXhr.last!.answer(502, '<html>Bad gateway</html>');
    await expect(gateway).rejects.toMatchObject({ status: 502, msg: 'Saving failed' });
    const odd = post('/api/x', {}, Ok, undefined, () => {});
    FakeXhr.last!.answer(200, { success: true, msg: '', data: 'not a number' });
    await expect(odd).rejects.toMatchObject({
      status: 0,
      msg: 'The server sent an answer this page cannot read.',
    });
  });

  it('keeps fetch without a progress callback, and where there is no XMLHttpRequest', async () => {
    useFakeXhr();
    const fetchSpy = answering(200, { success: true, msg: '', data: 1 });
    configureApi({ fetch: fetchSpy });
    await expect(post('/api/x', {}, Ok)).resolves.toMatchObject({ data: 1 });
    expect(FakeXhr.last).toBeUndefined();
    configureApi({ XMLHttpRequest: undefined });
    expect(globalThis.XMLHttpRequest).toBeUndefined(); // node, as in the Pact tests
    await expect(post('/api/x', {}, Ok, undefined, () => {})).resolves.toMatchObject({ data: 1 });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});
