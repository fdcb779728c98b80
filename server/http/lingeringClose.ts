import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/** What Node's http server calls once the last answer on a connection has gone out. */
type ClosingSocket = Socket & { destroySoon: () => void };

/**
 * Closes the connection of `request` after its answer the way nginx's lingering close does, for
 * an answer sent while the request's body is still arriving (a 413 for a 100 MB upload). Node
 * would close at once with the client's bytes unread, and the kernel then resets the connection:
 * a client still writing its body gets the reset first and never reads the answer (a browser
 * shows a network error instead of "The file is too large"). Here the server sends its FIN
 * after the answer, reads and drops what the client still sends, and closes for good when the
 * client closes or after `lingerMs`, whichever is first.
 */
export function closeAfterAnswerLingering(request: IncomingMessage, lingerMs: number): void {
  const socket = request.socket as ClosingSocket;
  if (typeof socket.destroySoon !== 'function' || socket.destroyed) return;
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
