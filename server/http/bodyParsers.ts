import type { FastifyInstance } from 'fastify';
import { ApiHttpError } from './errors';

const unsupportedBody = () => new ApiHttpError(415, 'Send JSON or multipart form data.');

/**
 * JSON as fastify parses it (with prototype-poisoning protection), except that an empty body
 * reads as "no body": the spec's getall calls may send Content-Type JSON with nothing in it.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
  // Calls without a body may still name a content type (some clients send text/plain or
  // octet-stream for "nothing"). An empty body of any type is "no body"; a non-empty one of an
  // unknown type is refused with 415 by the error handler.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    if (body.length === 0) return done(null, undefined);
    return done(unsupportedBody(), undefined);
  });
}
