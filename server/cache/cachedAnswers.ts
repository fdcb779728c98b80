import type {
  FastifyReply,
  FastifyRequest,
  onResponseAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { ADMIN_TOKEN_HEADER } from '@/sdk/schemas';
import { cachedAnswerOf, sendCached } from './cachedReply';
import type { CachedBody } from './cachedReply';
import type { ContentCache } from './contentCache';

/**
 * Early answers from the content cache, inside Fastify's lifecycle (docs/performance.md,
 * "Content cache"). A route that reads public content names the question a request asks (its
 * `AnswerKey`: the path and parsed body of a content read, the page and the query parameters the
 * page reads). Once the route has answered that question from the content cache, the next request
 * that asks it is answered with the same bytes in the route's preHandler hook, before the
 * handler's input checks, session lookup and render-cache key (a preHandler, not an earlier hook:
 * it needs the parsed body, and a page that @fastify/static's catch-all route passes on to the
 * not-found handler runs only that handler's preHandler hooks). Every onRequest hook (security
 * headers, request id, shutdown's `Connection: close`) has run by then, and every onSend and
 * onResponse hook still runs, so nothing registered later can be skipped by a cached answer.
 *
 * What is repeated was sent by the route itself, after it was sent, so this can only repeat an
 * answer, never make one up. An answer is repeated while the content version it was made in is
 * current, and for at most `ttlMs` (pages also depend on the day and the build, which are not
 * content versions). Requests carrying an admin token are never answered or recorded here.
 */
export interface CachedAnswersOptions {
  cache: ContentCache;
  /** How long a recorded answer may be repeated. */
  ttlMs?: number;
  /** At most this many recorded answers; the least recently used go first. */
  maxEntries?: number;
}

/** The question a request asks of a cached read, or null when it must go to the handler. */
export type AnswerKey = (request: FastifyRequest) => string | null;

export interface CachedAnswers {
  /** The preHandler hook of a cached read: answers a question already answered. */
  replay: (keyOf: AnswerKey) => preHandlerAsyncHookHandler;
  /** The server's onResponse hook: keeps what a cached read sent, for the next to ask. */
  record: onResponseAsyncHookHandler;
  /** Whether this request was answered by `replay` (the request log counts those apart). */
  answered: (request: FastifyRequest) => boolean;
  /** How many requests were answered early (tests and the bench look). */
  readonly served: number;
  /** How many answers are kept (tests look: a flood must not grow it). */
  readonly size: number;
}

/** A body longer than this is not remembered as a question (the spec's reads send `{}` or none). */
const MAX_BODY_IN_KEY = 512;

/**
 * A content read's question: its path and parsed body. Parsed, so `{}` with or without spaces,
 * and no body with any content type, ask the same; the query string is not read by these routes.
 */
export const contentReadKey: AnswerKey = (request) => {
  const body = JSON.stringify(request.body ?? null);
  if (body.length > MAX_BODY_IN_KEY) return null;
  const mark = request.url.indexOf('?');
  return `${mark === -1 ? request.url : request.url.slice(0, mark)}\n${body}`;
};

interface Entry {
  cached: CachedBody;
  type: string;
  cacheControl: string;
  version: number;
  until: number;
}

/** A question asked and not yet answered, with the content version it was asked in. */
interface Pending {
  key: string;
  version: number;
}

const headerText = (value: unknown): string | null =>
  typeof value === 'string' ? value : Array.isArray(value) ? value.join(', ') : null;

export function createCachedAnswers({
  cache,
  ttlMs = 1000,
  maxEntries = 256,
}: CachedAnswersOptions): CachedAnswers {
  const entries = new Map<string, Entry>();
  const pending = new WeakMap<FastifyRequest, Pending>();
  const early = new WeakSet<FastifyRequest>();
  let served = 0;

  const fresh = (key: string): Entry | null => {
    const entry = entries.get(key);
    if (!entry) return null;
    if (entry.version !== cache.version || entry.until < Date.now()) {
      entries.delete(key);
      return null;
    }
    return entry;
  };

  const answer = (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
    early.add(request);
    served += 1;
    reply.header('cache-control', entry.cacheControl);
    return sendCached(request, reply, entry.cached, entry.type);
  };

  const replay =
    (keyOf: AnswerKey): preHandlerAsyncHookHandler =>
    async (request, reply) => {
      // An admin's answers are neither repeated nor recorded: admins see what visitors must not.
      if (request.headers[ADMIN_TOKEN_HEADER] !== undefined) return;
      const key = keyOf(request);
      if (key === null) return;
      const entry = fresh(key);
      if (entry) return answer(request, reply, entry);
      // The version is taken now, before the handler reads the cache: an answer made while an
      // edit lands is recorded under the older version and never repeated.
      pending.set(request, { key, version: cache.version });
    };

  // Records what the route sent from the cache in full (a 200), under the question it answered.
  const record: onResponseAsyncHookHandler = async (request, reply) => {
    const asked = pending.get(request);
    const cached = cachedAnswerOf(request.raw);
    if (!asked || !cached || reply.statusCode !== 200) return;
    const type = headerText(reply.getHeader('content-type'));
    const cacheControl = headerText(reply.getHeader('cache-control'));
    if (!type || !cacheControl) return;
    entries.delete(asked.key);
    entries.set(asked.key, {
      cached,
      type,
      cacheControl,
      version: asked.version,
      until: Date.now() + ttlMs,
    });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value ?? asked.key);
  };

  return {
    replay,
    record,
    answered: (request) => early.has(request),
    get served() {
      return served;
    },
    get size() {
      return entries.size;
    },
  };
}
