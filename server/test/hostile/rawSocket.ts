import net from 'node:net';

/** A raw TCP client: what a hostile or broken HTTP client sends, byte by byte. */
export interface RawSocket {
  socket: net.Socket;
  /** Everything the server answered so far. */
  received: () => string;
  /** The answer's status code, once a status line arrived. */
  status: () => number | null;
  /** Resolves when the server (or anyone) closed the connection. */
  closed: Promise<void>;
  isClosed: () => boolean;
}

/**
 * Connects to the server on loopback. With `ignoreServerClose`, the client goes on sending after
 * the server's FIN (allowHalfOpen), as a hostile client may, instead of closing in turn.
 */
export function openRaw(port: number, { ignoreServerClose = false } = {}): Promise<RawSocket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: ignoreServerClose });
    let text = '';
    let done = false;
    const closed = new Promise<void>((settle) =>
      socket.once('close', () => {
        done = true;
        settle();
      }),
    );
    // A reset while we still write is one of the ways a server cuts a client off.
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      if (text.length < 4096) text += chunk.toString('latin1');
    });
    socket.once('connect', () =>
      resolve({
        socket,
        received: () => text,
        status: () => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? NaN) || null,
        closed,
        isClosed: () => done,
      }),
    );
    socket.once('error', reject);
  });
}

/** Writes unless the socket is gone; answers whether it could. */
export const tryWrite = (raw: RawSocket, data: string | Buffer): boolean =>
  !raw.isClosed() && !raw.socket.destroyed && raw.socket.write(data);

/** Waits for the close, or gives up after `ms`; answers whether it closed. */
export const closesWithin = (raw: RawSocket, ms: number): Promise<boolean> =>
  Promise.race([
    raw.closed.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

/** Calls `step` every `everyMs` until stop() (or the socket closes). */
export function trickle(raw: RawSocket, everyMs: number, step: () => string | Buffer) {
  const timer = setInterval(() => {
    if (!tryWrite(raw, step())) clearInterval(timer);
  }, everyMs);
  return { stop: () => clearInterval(timer) };
}
