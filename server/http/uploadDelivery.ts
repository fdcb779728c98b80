import type { onSendHookHandler } from 'fastify';
import { imageContentType } from '../media/imageType';

/**
 * Stored uploads are served only as images, never as something a browser would run: the uploads
 * route (routes/uploads.ts) answers 404 for a name without an image extension, and this hook of
 * that route gives every answer a fixed image Content-Type, nosniff, and a CSP that sandboxes the
 * response and allows nothing to load. A route hook, not a global one: no other request pays.
 */
export const deliverAsImage: onSendHookHandler = (request, reply, payload, done) => {
  const type = imageContentType(request.url.split('?')[0] ?? '');
  if (type && reply.statusCode < 400) {
    void reply.header('content-type', type);
    void reply.header('x-content-type-options', 'nosniff');
    void reply.header('content-security-policy', "default-src 'none'; sandbox");
  }
  done(null, payload);
};
