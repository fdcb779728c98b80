import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { requestsInFlight } from '../http/requestsInFlight';
import { openRaw } from './hostile/rawSocket';

// A background request (the beacon) waits for the next turn of the event loop, and while a
// visitor's request is answered; the held ones go one per turn, so a visitor read with them or
// arriving meanwhile is not queued behind all of them (docs/analytics.md, "Beacons after the
// visitors").

const turns = async (n: number) => {
  for (let i = 0; i < n; i++) await nextTurn();
};

/** An app with the counting hook: `/slow` answers when `letGo()` is called, `/beacon` at once. */
function appWith(backgroundWaitMs: number) {
  const requests = requestsInFlight(backgroundWaitMs);
  const app: FastifyInstance = Fastify();
  requests.register(app);
  const handled: string[] = [];
  let letGo = () => {};
  const slowStarted = new Promise<void>((started) => {
    app.get('/slow', async () => {
      started();
      await new Promise<void>((resolve) => (letGo = resolve));
      handled.push('slow');
      return 'slow';
    });
  });
  app.get('/visitor', async () => {
    handled.push('visitor');
    return 'visitor';
  });
  app.post('/beacon', { config: { background: true } }, async (request, reply) => {
    handled.push(`beacon ${String(request.body)}`);
    return reply.code(204).send();
  });
  return { app, requests, handled, slowStarted, letGo: () => letGo() };
}

const beacon = (app: FastifyInstance, n: number) =>
  app.inject({
    method: 'POST',
    url: '/beacon',
    payload: String(n),
    headers: { 'content-type': 'text/plain' },
  });

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('background requests while others are answered', () => {
  it('answers a beacon when no other request is being answered', async () => {
    const { app, requests, handled } = appWith(60_000);
    close = () => app.close();
    const answer = await beacon(app, 1);
    expect(answer.statusCode).toBe(204);
    expect(handled).toEqual(['beacon 1']);
    expect(requests.busy()).toBe(false);
  });

  it('holds beacons until the request being answered is done, then lets a visitor in between them', async () => {
    const { app, handled, slowStarted, letGo } = appWith(60_000);
    close = () => app.close();
    const slow = app.inject({ method: 'GET', url: '/slow' });
    await slowStarted;
    const beacons = [1, 2, 3].map((n) => beacon(app, n));
    await turns(20);
    // Held: not one of them run while the slow request is answered.
    expect(handled).toEqual([]);

    letGo();
    await slow;
    // A visitor arriving while the held beacons go is answered before the last of them.
    const visitor = app.inject({ method: 'GET', url: '/visitor' });
    await Promise.all([visitor, ...beacons]);
    expect(handled[0]).toBe('slow');
    expect(handled.indexOf('visitor')).toBeLessThan(handled.indexOf('beacon 3'));
    expect(handled.filter((h) => h.startsWith('beacon'))).toEqual([
      'beacon 1',
      'beacon 2',
      'beacon 3',
    ]);
  });

  it('answers a visitor read in the same turn as beacons before them', async () => {
    const { app, handled } = appWith(60_000);
    close = () => app.close();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const sockets = (await Promise.all([0, 1, 2].map(() => openRaw(port)))).map(
      ({ socket }) => socket,
    );
    // Warm, and every connection accepted by the server, so it reads the three below in one turn.
    for (let i = 0; i < 20; i++) {
      await beacon(app, 0);
      await app.inject({ method: 'GET', url: '/visitor' });
    }
    await turns(5);
    handled.length = 0;
    const answered = sockets.map(
      (socket) => new Promise((resolve) => socket.once('data', resolve)),
    );
    // Written in one go, before the server's event loop turns.
    const post = (n: number) =>
      `POST /beacon HTTP/1.1\r\nhost: x\r\ncontent-type: text/plain\r\ncontent-length: 1\r\n\r\n${n}`;
    sockets[0]?.write(post(1));
    sockets[1]?.write(post(2));
    sockets[2]?.write('GET /visitor HTTP/1.1\r\nhost: x\r\n\r\n');
    await Promise.all(answered);
    for (const socket of sockets) socket.destroy();
    expect(handled).toEqual(['visitor', 'beacon 1', 'beacon 2']);
  });

  it('lets a held beacon go after its longest wait, even while a request is still answered', async () => {
    const { app, handled, slowStarted, letGo } = appWith(30);
    close = async () => {
      letGo();
      await app.close();
    };
    void app.inject({ method: 'GET', url: '/slow' });
    await slowStarted;
    const sent = performance.now();
    const answer = await beacon(app, 1);
    expect(answer.statusCode).toBe(204);
    expect(performance.now() - sent).toBeGreaterThanOrEqual(25);
    expect(handled).toEqual(['beacon 1']);
  });
});
