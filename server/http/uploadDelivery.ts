import type { FastifyInstance, FastifyRequest } from 'fastify';
import { imageContentType } from '../media/imageType';
import { UPLOADS_PREFIX } from '../media/mediaStore';

/** The image type of a request under /uploads/, '' for another type, null outside uploads. */
function uploadType(request: FastifyRequest): string | null {
  const path = request.url.split('?')[0] ?? '';
  if (!path.startsWith(`/${UPLOADS_PREFIX}/`)) return null;
  return imageContentType(path);
}

/**
 * Stored uploads are served only as images, never as something a browser would run: anything
 * under /uploads/ without an image extension is 404 (even if such a file ever got into the media
 * directory), and every answer carries a fixed image Content-Type, nosniff, and a CSP that
 * sandboxes the response and allows nothing to load.
 */
export function registerUploadDelivery(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (uploadType(request) === '') {
      return reply.status(404).send({ success: false, msg: 'Not found.' });
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const type = uploadType(request);
    if (type && reply.statusCode < 400) {
      void reply.header('content-type', type);
      void reply.header('x-content-type-options', 'nosniff');
      void reply.header('content-security-policy', "default-src 'none'; sandbox");
    }
    return payload;
  });
}
