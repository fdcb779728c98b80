import type { FastifyInstance } from 'fastify';
import { ApiHttpError, badRequest } from './errors';
import { BodyShapeMessages, checkJsonShape } from './bodyShape';

const unsupportedBody = () => new ApiHttpError(415, 'Send JSON or multipart form data.');

/** JSON.parse alone accepts it: the default parser refused it for a prototype key. */
const isPlainJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * JSON as fastify parses it (with prototype-poisoning protection), except that an empty body
 * reads as "no body": the spec's getall calls may send Content-Type JSON with nothing in it.
 * Every JSON body on every route is measured first (bodyShape.ts): one nested too deeply or with
 * too many items is refused with 400 before it is parsed, so nothing after the parser meets it.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      checkJsonShape(text);
    } catch (error) {
      return done(error as ApiHttpError, undefined);
    }
    return parseJson(request, text, (error, parsed) => {
      // Fastify says "not valid JSON" for `{"__proto__": ...}` too; say what is really wrong.
      if (error && isPlainJson(text)) return done(badRequest(BodyShapeMessages.prototypeKey));
      return done(error, parsed);
    });
  });
  // Calls without a body may still name a content type (some clients send text/plain or
  // octet-stream for "nothing"). An empty body of any type is "no body"; a non-empty one of an
  // unknown type is refused with 415 by the error handler.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    if (body.length === 0) return done(null, undefined);
    return done(unsupportedBody(), undefined);
  });
}
