import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { deliverAsImage } from '../http/uploadDelivery';
import { imageContentType } from '../media/imageType';
import { UPLOADS_PREFIX } from '../media/mediaStore';
import { PUBLIC_NAME, STORED_CACHE_CONTROL } from '../media/objectStore';

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag) ?? false;

/**
 * Serves stored uploads at /uploads/<name> from the media store, the disk or the bucket alike.
 * With S3 the server streams the object rather than redirecting to the bucket: the URL stays on
 * the site's origin (records, pages and caches keep working when storage moves), the bucket can
 * stay private, and the image Content-Type, nosniff and sandbox CSP (http/uploadDelivery.ts) are
 * the server's own, not whatever the bucket answers. Names are random and never reused, so the
 * answer may be cached for a year, `immutable`; a CDN in front takes the repeat traffic.
 */
export async function registerUploads(app: FastifyInstance, { media }: ServerContext) {
  app.get(`/${UPLOADS_PREFIX}/*`, { onSend: deliverAsImage }, async (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    const type = imageContentType(name);
    const object = PUBLIC_NAME.test(name) && type ? await media.objects.get(name) : null;
    if (!object) return reply.status(404).send({ success: false, msg: 'Not found.' });
    void reply.header('cache-control', STORED_CACHE_CONTROL).type(type);
    if (object.lastModified) void reply.header('last-modified', object.lastModified.toUTCString());
    if (object.etag) {
      void reply.header('etag', object.etag);
      if (matches(request.headers['if-none-match'], object.etag)) {
        object.body.destroy();
        return reply.status(304).send();
      }
    }
    return reply.header('content-length', object.length).send(object.body);
  });
}
