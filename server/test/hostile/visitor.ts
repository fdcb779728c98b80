import http from 'node:http';

export interface Visit {
  status: number;
  ms: number;
}

/**
 * What an ordinary visitor does: a new connection, one small API read, the whole answer. Fails
 * (rejects) after `timeoutMs` so a starved server shows up as a failed visit, not a hung test.
 */
export function visit(port: number, timeoutMs = 4000): Promise<Visit> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/businessSectionContent/getall',
        agent: false,
        timeout: timeoutMs,
      },
      (response) => {
        response.resume();
        response.once('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    request.once('timeout', () => request.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    request.once('error', reject);
    request.end();
  });
}

/** Visits one after another, every `everyMs`, for `forMs`: how the site looks to others. */
export async function visitsDuring(port: number, forMs: number, everyMs = 200): Promise<Visit[]> {
  const visits: Visit[] = [];
  const until = performance.now() + forMs;
  while (performance.now() < until) {
    visits.push(await visit(port));
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return visits;
}
