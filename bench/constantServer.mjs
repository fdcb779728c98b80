// The framework's limit for `npm run bench`: bare Fastify answering fixed bytes, in its own
// process like the real server. Reads {json, html} from stdin, prints its URL when listening.
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
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`running at ${url}`);
