import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import { clientErrorHandler } from './clientErrors';

/**
 * How long and how much the server waits for and accepts from one client. Slow or hostile
 * clients (slowloris, a body that never ends, huge headers or bodies, idle sockets) are cut off
 * by these, so they cannot hold the server for others. docs/operations.md explains each value;
 * server/test/hostileClients.test.ts proves them.
 */
export interface HttpLimits {
  /** The request line and all headers must arrive within this (slowloris). */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this (a body that never ends). */
  requestTimeoutMs: number;
  /** A socket with no traffic either way for this long is closed (idle or never-reading clients). */
  connectionTimeoutMs: number;
  /** An idle keep-alive connection between two requests is closed after this. */
  keepAliveTimeoutMs: number;
  /** How often Node checks the header and request deadlines above. */
  checkIntervalMs: number;
  /** One keep-alive connection serves at most this many requests, then closes. */
  maxRequestsPerSocket: number;
  /** Request line plus headers, in bytes; more is answered 431. */
  maxHeaderBytes: number;
  /** Headers beyond this count are dropped unread. */
  maxHeadersCount: number;
  /** Largest non-multipart (JSON) body; more is answered 413. Uploads have MAX_UPLOAD_MB. */
  bodyLimitBytes: number;
  /**
   * After refusing a request whose body is still arriving (413), the server reads and drops the
   * rest for at most this long before it closes, so the client reads the answer, not a reset.
   */
  lingerMs: number;
}

export const defaultHttpLimits: HttpLimits = {
  headersTimeoutMs: 10_000,
  // A 5 MB image over a slow mobile uplink (about 0.5 Mbit/s) takes some 80 seconds.
  requestTimeoutMs: 120_000,
  // Longer than the keep-alive window, so it never cuts a connection keep-alive would keep.
  connectionTimeoutMs: 75_000,
  // Longer than the 60 s idle timeout of common proxies and load balancers: the proxy closes
  // first, so it never sends a request on a connection the server is just closing.
  keepAliveTimeoutMs: 72_000,
  checkIntervalMs: 1_000,
  maxRequestsPerSocket: 1_000,
  maxHeaderBytes: 16 * 1024,
  maxHeadersCount: 100,
  bodyLimitBytes: 1024 * 1024,
  // nginx lingers up to 30 s; 5 s lets a client on a fast link see the refusal and stop sending,
  // while a hostile client can hold a refused connection no longer than that.
  lingerMs: 5_000,
};

export const resolveHttpLimits = (overrides: Partial<HttpLimits> = {}): HttpLimits => ({
  ...defaultHttpLimits,
  ...overrides,
});

/** The Fastify (and through `http`, Node http.Server) options that carry the limits. */
export function httpServerOptions(limits: HttpLimits) {
  return {
    connectionTimeout: limits.connectionTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    bodyLimit: limits.bodyLimitBytes,
    clientErrorHandler,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      maxHeaderSize: limits.maxHeaderBytes,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
  } satisfies Partial<FastifyHttpOptions<Server>>;
}

/** What Node's server takes only as a property, not as a constructor option. */
export function limitServer(server: Server, limits: HttpLimits): void {
  server.maxHeadersCount = limits.maxHeadersCount;
}
