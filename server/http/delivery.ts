import compress from '@fastify/compress';
import etag from '@fastify/etag';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Compression and revalidation for everything the server sends: brotli or gzip for text
 * (rendered HTML, JSON, robots, sitemap) over 1 KB, and a weak ETag so a revalidated page answers
 * 304. Built assets are precompressed at build time (scripts/build.mjs) and sent as they are by
 * @fastify/static (`preCompressed`), so they cost no CPU per request.
 */
export async function registerDelivery(app: FastifyInstance): Promise<void> {
  await app.register(etag, { weak: true });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
  });
}

/** Marks an answer that no browser or proxy may keep a copy of (personal data, a secret shown once). */
export const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
