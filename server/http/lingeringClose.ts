import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/** What Node's http server calls once the last answer on a connection has gone out. */
type ClosingSocket = Socket & { destroySoon: () => void };

/** Connections answered with `Connection: close` by closeAfterAnswerLingering, still open. */
const closing = new WeakSet<Socket>();

/**
 * Closes the connection of `request` after its answer the way nginx's lingering close does, for
 * an answer sent while the request's body is still arriving (a 413 for a 100 MB upload). Node
 * would close at once with the client's bytes unread, and the kernel then resets the connection:
 * a client still writing its body gets the reset first and never reads the answer (a browser
 * shows a network error instead of "The file is too large"). Here the server sends its FIN
 * after the answer, reads and drops what the client still sends, and closes for good when the
 * client closes or after `lingerMs`, whichever is first. A request the client still sends on it
 * is not handled (refuseRequestsAfterClose).
 */
export function closeAfterAnswerLingering(request: IncomingMessage, lingerMs: number): void {
  const socket = request.socket as ClosingSocket;
  if (typeof socket.destroySoon !== 'function' || socket.destroyed) return;
  closing.add(socket);
  socket.destroySoon = () => {
    socket.end();
    // The body's reader (multipart, JSON) stopped at the limit and left the request paused,
    // which would stop the socket too: drop the rest instead.
    request.unpipe();
    request.resume();
    const timer = setTimeout(() => socket.destroy(), lingerMs);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  };
}

/**
 * RFC 9112 9.6: a server that answers `Connection: close` must not process any further request
 * on that connection. Node's parser goes on reading the lingering connection, and a client that
 * writes on after the close (autocannon did after a 429, docs/analytics.md) had its next request
 * handled (a lead stored, a beacon counted) and its answer lost. Such a request is now dropped
 * before any route or hook of ours runs (the first onRequest hook): no answer, its body read and
 * thrown away; the connection ends as the lingering close ends it.
 */
export function refuseRequestsAfterClose(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!closing.has(request.raw.socket)) return done();
    request.log.info('a request after Connection: close on its connection: not handled');
    reply.hijack();
    request.raw.resume();
    return done();
  });
}
