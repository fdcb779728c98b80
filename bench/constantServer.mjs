// The framework's limit for `npm run bench`: bare Fastify answering fixed bytes, in its own
// process like the real server. Reads a list of answers {name, method, type, body, headers} from
// stdin and serves each at /<name> (the bytes alone) and /<name>-headed (with the headers our
// server answers them with); prints its URL when listening.
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';

const input = await new Promise((resolve) => {
  let text = '';
  process.stdin.on('data', (chunk) => (text += chunk));
  process.stdin.on('end', () => resolve(JSON.parse(text)));
});
const app = Fastify({ logger: false });
for (const { name, method, type, body, headers } of input.answers) {
  // Bytes, encoded once: the fastest way Fastify can send a constant, so the limit is a hard one.
  const bytes = Buffer.from(body);
  app.route({
    method,
    url: `/${name}`,
    handler: (_request, reply) => reply.type(type).send(bytes),
  });
  // The same bytes with our answer's headers (security headers, ETag, cache rules, a fresh
  // request id): what Fastify itself can do with our whole answer, not only its body.
  app.route({
    method,
    url: `/${name}-headed`,
    handler: (_request, reply) =>
      reply.headers(headers).header('x-request-id', randomUUID()).type(type).send(bytes),
  });
}
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`running at ${url}`);
