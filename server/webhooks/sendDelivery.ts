import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { guardedLookup, isPrivateAddress, refusedMessage } from './addressPolicy';
import type { AttemptOutcome } from './deliveryQueue';
import { signedHeaders } from './signature';

const USER_AGENT = 'lms-webhooks/1 (+docs/webhooks.md)';

/** What one attempt sends: the exact body queued, signed now with the endpoint's secret. */
export interface DeliveryTarget {
  url: string;
  eventId: string;
  payload: string;
  secret: string;
}

function describe(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ECONNREFUSED') return 'the receiver refused the connection';
  if (code === 'ENOTFOUND') return 'the receiver’s name does not resolve';
  if (code === 'ECONNRESET') return 'the receiver closed the connection';
  return (error instanceof Error ? error.message : String(error)).slice(0, 300);
}

/**
 * One attempt: a POST of the signed body, judged by the status alone (2xx: delivered; anything
 * else, a failure to retry; redirects are not followed). Bounded in time from the connection to
 * the answer's status line, so a receiver that hangs costs one slot of the worker for the
 * timeout and nothing else. The connection goes only to the address the guarded lookup allowed
 * (or a literal IP checked here), on a fresh socket each time.
 */
export function sendDelivery(
  target: DeliveryTarget,
  options: { timeoutMs: number; allowPrivate: boolean },
): Promise<AttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(target.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!options.allowPrivate && isIP(host) && isPrivateAddress(host))
    return Promise.resolve({
      ok: false,
      responseStatus: null,
      latencyMs: 0,
      error: refusedMessage(host),
    });
  const body = Buffer.from(target.payload, 'utf8');
  const headers = {
    'content-type': 'application/json',
    'content-length': String(body.length),
    'user-agent': USER_AGENT,
    ...signedHeaders(target.secret, target.eventId, target.payload),
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<AttemptOutcome>((resolve) => {
    let settled = false;
    const done = (outcome: AttemptOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = send(
      url,
      { method: 'POST', headers, lookup: guardedLookup(options.allowPrivate), agent: false },
      (response) => {
        const status = response.statusCode ?? 0;
        const ok = status >= 200 && status < 300;
        done({
          ok,
          responseStatus: status,
          latencyMs: elapsed(),
          error: ok ? null : `the receiver answered ${status}`,
        });
        // Nothing of the answer's body is read; the socket is not kept (agent: false).
        response.on('error', () => {});
        response.destroy();
      },
    );
    const timer = setTimeout(
      () => request.destroy(new Error(`no answer within ${options.timeoutMs / 1000} s`)),
      options.timeoutMs,
    );
    request.on('error', (error) =>
      done({ ok: false, responseStatus: null, latencyMs: elapsed(), error: describe(error) }),
    );
    request.end(body);
  });
}
