import type { FastifyInstance } from 'fastify';

/**
 * A fetch that hands each request to the app in-process (app.inject), for the sdk's `fetch`
 * option: the bench then times the sdk's own calls (its input checks, the server, its parsing)
 * without a socket, as bench/leadDashboard.bench.ts times the server.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) answerHeaders.set(name, String(value));
    }
    return new Response(new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: answerHeaders,
    });
  };
}
