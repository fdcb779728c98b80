// A request's time in the server, from the server's own request log (server/http/requestLog.ts:
// one JSON line per answer, "request completed", with Fastify's `responseTime`: from the request's
// arrival to its answer's last byte handed to the socket). Timed so, a request's figure leaves
// out what the client adds: its own process waiting for a core on a shared machine, the kernel's
// queue before the server reads the request. bench/pacedBeside.mjs reports both.
import { closeSync, openSync, readSync, statSync } from 'node:fs';

const COMPLETED = /"msg":"request completed(?: from the content cache)?"/;

/** Where the log ends now: read what a run adds from here (logTimesSince). */
export const logEnd = (logFile) => statSync(logFile).size;

/**
 * Each answered request's `responseTime` (ms, ascending) that the log gained after `from`, of
 * the requests `method url`: the lines Fastify's request log writes, and at LOG_LEVEL=debug those
 * of the answers the content cache repeats (at info only counted, server/cache/cachedAnswerLog.ts).
 */
export function logTimesSince(logFile, from, method, url) {
  const size = logEnd(logFile);
  const bytes = Buffer.alloc(size - from);
  const fd = openSync(logFile, 'r');
  try {
    readSync(fd, bytes, 0, bytes.length, from);
  } finally {
    closeSync(fd);
  }
  const times = [];
  for (const line of bytes.toString('utf8').split('\n')) {
    // Most lines are the beacons': skip them before parsing.
    if (!COMPLETED.test(line) || !line.includes(url)) continue;
    const entry = JSON.parse(line);
    if (entry.req?.method === method && entry.req?.url === url) times.push(entry.responseTime);
  }
  return times.sort((a, b) => a - b);
}
