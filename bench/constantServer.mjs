// The framework's limit for `npm run bench`: bare Fastify answering fixed bytes, in its own
// process like the real server. Reads {json, html, jsonHeaders, htmlHeaders} from stdin, prints
// its URL when listening.
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';

const input = await new Promise((resolve) => {
  let text = '';
  process.stdin.on('data', (chunk) => (text += chunk));
  process.stdin.on('end', () => resolve(JSON.parse(text)));
});
// Bytes, encoded once: the fastest way Fastify can send a constant, so the limit is a hard one.
const json = Buffer.from(input.json);
const html = Buffer.from(input.html);
const app = Fastify({ logger: false });
app.post('/json', (_request, reply) => reply.type('application/json; charset=utf-8').send(json));
app.get('/html', (_request, reply) => reply.type('text/html; charset=utf-8').send(html));
// The same bytes with the headers our server answers them with (security headers, ETag, cache
// rules, a fresh request id): what Fastify itself can do with our whole answer, not only its body.
const headed = (headers) => (_request, reply) =>
  reply.headers(headers).header('x-request-id', randomUUID());
app.post('/json-headed', (request, reply) => headed(input.jsonHeaders)(request, reply).send(json));
app.get('/html-headed', (request, reply) => headed(input.htmlHeaders)(request, reply).send(html));
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`running at ${url}`);
