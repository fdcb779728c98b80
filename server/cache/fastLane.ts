import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { ADMIN_TOKEN_HEADER } from '@/sdk/schemas';
import { requestIdFor } from '../http/requestId';
import { cachedAnswerOf, encodingFor, notModified } from './cachedReply';
import type { CachedBody } from './cachedReply';
import type { ContentCache } from './contentCache';
import { createLaneLog } from './laneLog';

/**
 * The fast lane (docs/performance.md, "Content cache"): a request that Fastify already answered
 * from the content cache is, when it comes again, answered with the same status, headers and
 * bytes straight from Node's request event, without Fastify's routing, hooks and reply
 * machinery, which cost more than the answer itself. What Fastify sent is recorded after it sent
 * it, so the lane can only repeat an answer, never make one up.
 *
 * A replayed answer is valid while the content version it was made in is current, and for at most
 * `ttlMs` (pages also depend on the day and the build, which are not content versions). Requests
 * with an admin token, HEAD, other methods and anything not seen before go to Fastify. POST reads
 * (the spec's getall) are replayed per body: the lane reads small JSON bodies of URLs it holds
 * answers for, and hands the bytes on to Fastify when it has no answer for them.
 */
export interface FastLaneOptions {
  cache: ContentCache;
  /** How long a recorded answer may be replayed (the promo day and a rebuild are not versions). */
  ttlMs?: number;
  /** At most this many recorded answers; the oldest go first. */
  maxEntries?: number;
  /** How often the lane logs how many answers it repeated (laneLog.ts). */
  logPeriodMs?: number;
}

export interface FastLane {
  /** How many requests the lane answered itself (tests and the bench look). */
  readonly served: number;
}

interface Entry {
  /** What Fastify sent with its 200, less what is set per request (PER_REQUEST). */
  headers: OutgoingHttpHeaders;
  /**
   * The headers of each way this answer goes out (304, as it is, br, gzip) as Node's flat
   * name, value list, made on first use: the request id is the last value. Building the header
   * object anew for every replay was a third of the lane's own time.
   */
  sendable: Map<string, HeaderList>;
  cached: CachedBody;
  version: number;
  until: number;
}

type HeaderList = (string | number | string[])[];

/** A POST body this small is read by the lane; larger ones go to Fastify unread. */
const MAX_BODY_BYTES = 512;
/** Set per request or per encoding when replaying, never recorded. */
const PER_REQUEST = [
  'content-length',
  'content-encoding',
  'x-request-id',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
];

/**
 * The headers `entry` goes out with, as '304', uncompressed (null) or in `encoding`, with a slot
 * for the request id at the end. Made once per entry and way; the body's length is fixed per way.
 */
function headerList(entry: Entry, way: string | null, length = 0): HeaderList {
  const name = way ?? 'identity';
  const known = entry.sendable.get(name);
  if (known) return known;
  const list: HeaderList = [];
  for (const [header, value] of Object.entries(entry.headers)) {
    // A 304 has no body, so no type (RFC 9110 15.4.5).
    if (value !== undefined && !(way === '304' && header === 'content-type'))
      list.push(header, value);
  }
  if (way !== '304') list.push('content-length', length);
  if (way && way !== '304') list.push('content-encoding', way);
  list.push('x-request-id', '');
  entry.sendable.set(name, list);
  return list;
}

/** A copy of `list` with the request's id in its last slot (Node reads the list, keeps nothing). */
function withId(list: HeaderList, id: string): HeaderList {
  const copy = list.slice();
  copy[copy.length - 1] = id;
  return copy;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

const keyOf = (request: IncomingMessage, body: string) =>
  [
    request.method,
    request.url,
    request.headers.host,
    request.headers['x-forwarded-proto'],
    request.headers['x-forwarded-host'],
    // Fastify answers a body by its type (415 for one it does not parse): part of the question.
    request.headers['content-type'],
    body,
  ].join('\n');

export function attachFastLane(
  app: FastifyInstance,
  { cache, ttlMs = 1000, maxEntries = 256, logPeriodMs = 60_000 }: FastLaneOptions,
): FastLane {
  const entries = new Map<string, Entry>();
  const postUrls = new Set<string>();
  const bodies = new WeakMap<IncomingMessage, Buffer>();
  const versions = new WeakMap<IncomingMessage, number>();
  let served = 0;
  const laneLog = createLaneLog(app.log, logPeriodMs);
  app.addHook('onClose', async () => laneLog.close());

  /** Answers from a recorded entry; false when there is none fit to replay. */
  function replay(request: IncomingMessage, response: ServerResponse, key: string): boolean {
    const entry = entries.get(key);
    if (!entry) return false;
    if (entry.version !== cache.version || entry.until < Date.now()) {
      entries.delete(key);
      return false;
    }
    const { cached } = entry;
    const id = requestIdFor(request);
    if (notModified(request.headers, cached.etag)) {
      response.writeHead(304, withId(headerList(entry, '304'), id)).end();
    } else {
      const encoding = encodingFor(cached, request.headers);
      const bytes = encoding ? cached.ready[encoding] : cached.body;
      if (!bytes) return false;
      response.writeHead(200, withId(headerList(entry, encoding, bytes.length), id)).end(bytes);
    }
    served += 1;
    laneLog.answered(id, request.method, request.url, response.statusCode);
    return true;
  }

  /** Takes the request when it can (true), or leaves it to Fastify. */
  function take(request: IncomingMessage, response: ServerResponse, fastify: Handler): boolean {
    if (request.method === 'GET') return replay(request, response, keyOf(request, ''));
    const length = Number(request.headers['content-length']);
    const small = length <= MAX_BODY_BYTES;
    if (request.method !== 'POST' || !small || !postUrls.has(request.url ?? '')) return false;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.once('end', () => {
      const body = Buffer.concat(chunks);
      if (replay(request, response, keyOf(request, body.toString('latin1')))) return;
      bodies.set(request, body);
      toFastify(request, response, fastify);
    });
    return true;
  }

  /**
   * Fastify answers; the content version is taken now, before Fastify reads the cache, so an
   * answer made while an edit lands is recorded under the older version and never replayed.
   */
  function toFastify(request: IncomingMessage, response: ServerResponse, fastify: Handler) {
    versions.set(request, cache.version);
    fastify(request, response);
  }

  // A body the lane read is given to Fastify's parsers as the request's stream would have.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const body = bodies.get(request.raw);
    done(null, body ? Readable.from([body], { objectMode: false }) : payload);
  });

  // Records what Fastify sent from the cache, with the content version the request began in.
  app.addHook('onResponse', (request, reply, done) => {
    const cached = cachedAnswerOf(request.raw);
    const version = versions.get(request.raw);
    if (!cached || version === undefined || reply.statusCode !== 200) return done();
    const { raw } = request;
    const body = bodies.get(raw);
    // Bounded: a query string makes any number of URLs that Fastify answers from one route.
    if (raw.method === 'POST' && postUrls.size < maxEntries) postUrls.add(raw.url ?? '');
    // A POST's first answer only teaches the lane its URL: the body it came with was not kept.
    if (raw.method === 'GET' || body) {
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined && !PER_REQUEST.includes(name)) headers[name] = value;
      }
      const key = keyOf(raw, body?.toString('latin1') ?? '');
      entries.delete(key);
      entries.set(key, {
        headers,
        sendable: new Map(),
        cached,
        version,
        until: Date.now() + ttlMs,
      });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value ?? key);
    }
    done();
  });

  // Fastify's own listener stays the server's only other way in.
  const listeners = app.server.listeners('request') as Handler[];
  const [fastify] = listeners;
  if (listeners.length === 1 && fastify) {
    app.server.removeListener('request', fastify);
    app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      // An admin's answers are neither replayed nor recorded: admins see what visitors must not.
      if (request.headers[ADMIN_TOKEN_HEADER] !== undefined) fastify(request, response);
      else if (!take(request, response, fastify)) toFastify(request, response, fastify);
    });
  }

  return {
    get served() {
      return served;
    },
  };
}
