import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Errors Node raises before a request reaches Fastify (deadline passed, headers too large,
 * unparsable HTTP). Answered in the API's envelope with a readable msg, then the connection is
 * closed. Fastify's default would answer `{"error":"Bad Request","message":"Client Error"}`.
 */
const answers: Record<string, { status: number; msg: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, msg: 'The request took too long to arrive.' },
  HPE_HEADER_OVERFLOW: { status: 431, msg: 'The request headers are too large.' },
};
const unreadable = { status: 400, msg: 'The request could not be read.' };

export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, msg } = (error.code && answers[error.code]) || unreadable;
  this.log.info({ code: error.code, status }, 'client error');
  const body = JSON.stringify({ success: false, msg });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
