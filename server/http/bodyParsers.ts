import type { FastifyInstance } from 'fastify';

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
}
