import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

/** The content type of every API answer. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/** An answer kept in the content cache: its bytes, serialized and compressed once per version. */
export interface CachedBody {
  /**
   * Bytes, not a string: a string is encoded to UTF-8 again on every send, which for a 56 KB
   * page was most of what a cached page view cost.
   */
  body: Buffer;
  /** Weak, from the bytes: equal content answers the same tag on every instance and restart. */
  etag: string;
  /** The compressed twins, made on first demand (then shared by every reader). */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** The twins already made, sent without waiting on a settled promise. */
  ready: Partial<Record<Encoding, Buffer>>;
}

export const weakEtagOf = (body: string | Buffer): string =>
  `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** Keeps `body` for every reader of this content version. */
export const cachedBody = (text: string): CachedBody => {
  const body = Buffer.from(text);
  return { body, etag: weakEtagOf(body), encoded: {}, ready: {} };
};

/** Serializes `value` once, for every reader of this content version. */
export const cachedJson = (value: unknown): CachedBody => cachedBody(JSON.stringify(value));

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** If-None-Match holds `etag` (weak comparison, RFC 9110 13.1.2) or `*`. */
export function notModified(headers: IncomingHttpHeaders, etag: string): boolean {
  const header = headers['if-none-match'];
  if (!header) return false;
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/** The encoding to send: brotli, else gzip, when the client accepts it (q=0 refuses). */
function chosenEncoding(headers: IncomingHttpHeaders): Encoding | null {
  const header = headers['accept-encoding'];
  if (!header) return null;
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(q))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Once per page and content version, so a high quality pays for itself after a few visits.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

/** The cached answer each request was sent, for the early answers to keep (cache/cachedAnswers.ts). */
const sentFromCache = new WeakMap<IncomingMessage, CachedBody>();

/** The cached answer `request` was sent in full (200), if it was one. */
export const cachedAnswerOf = (request: IncomingMessage): CachedBody | undefined =>
  sentFromCache.get(request);

/** Like @fastify/compress's threshold: smaller answers are not worth compressing. */
const COMPRESS_FROM_BYTES = 1024;

/** How `cached` goes to a client that sent `headers`: compressed (which way), or as it is. */
export const encodingFor = (cached: CachedBody, headers: IncomingHttpHeaders): Encoding | null =>
  cached.body.length >= COMPRESS_FROM_BYTES ? chosenEncoding(headers) : null;

/**
 * Sends a cached answer with its ETag, or 304 without a body when the client already holds it,
 * compressed from the cache when the client accepts it (no compression work per request).
 * The content reads are POSTs (the spec's API) but safe: they answer 304 like a GET would.
 */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody,
  type: string,
) {
  reply.header('etag', cached.etag).header('vary', 'accept-encoding');
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
  // Only a successful answer is "not modified"; the 404 page is sent again.
  if (reply.statusCode === 200 && notModified(request.headers, cached.etag)) {
    return reply.code(304).send();
  }
  reply.type(type);
  if (reply.statusCode === 200) sentFromCache.set(request.raw, cached);
  const encoding = encodingFor(cached, request.headers);
  if (!encoding) return reply.send(cached.body);
  const ready = cached.ready[encoding];
  if (ready) return reply.header('content-encoding', encoding).send(ready);
  const compressed = (cached.encoded[encoding] ??= compressors[encoding](cached.body).then(
    (bytes) => (cached.ready[encoding] = bytes),
  ));
  return reply.header('content-encoding', encoding).send(await compressed);
}
