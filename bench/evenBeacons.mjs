// Beacons sent evenly, for bench/beaconStream.mjs (BENCH_PACED_STREAM=even): one every 1000/rate
// ms on a free keep-alive connection, as many visitors' beacons arrive, where autocannon's fixed
// rate sends each connection's share of a second back to back at the second's start (a burst of
// the whole second's beacons; docs/analytics.md, "Where a page's milliseconds go"). Raw sockets
// and a request written once as bytes, so the sender costs about what autocannon does (a sender
// on node:http took twice its CPU, which on two shared cores is taken from the server measured).
import net from 'node:net';

const CONNECTIONS = 32;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** `{ method, path, headers, body }` as the bytes of one HTTP/1.1 request to `base`. */
function requestBytes(base, { method, path, headers, body }) {
  const { host } = new URL(base);
  const payload = Buffer.from(body);
  const lines = [`${method} ${path} HTTP/1.1`, `host: ${host}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  lines.push(`content-length: ${payload.length}`, '', '');
  return Buffer.concat([Buffer.from(lines.join('\r\n')), payload]);
}

/**
 * Sends `request` to `base` at `rate` a second for `seconds`, evenly; answers autocannon's summary
 * fields that beaconStream prints (answered a second, 2xx, other). A connection the server answers
 * `Connection: close` (after its requests per socket) is replaced, as a browser reconnects.
 */
export async function evenStream(base, request, seconds, rate) {
  const { hostname, port } = new URL(base);
  const bytes = requestBytes(base, request);
  const counts = { ok: 0, other: 0 };
  let waiting = 0; // beacons due and not yet sent: every connection was busy
  let stopped = false;
  const free = new Set();
  const connections = new Set();

  const sendOn = (connection) => {
    free.delete(connection);
    waiting--;
    connection.socket.write(bytes);
  };
  const open = () => {
    const connection = { socket: net.connect(Number(port), hostname), text: '', closing: false };
    connections.add(connection);
    connection.socket.setNoDelay(true);
    connection.socket.on('connect', () => {
      free.add(connection);
      if (waiting > 0) sendOn(connection);
    });
    connection.socket.on('data', (chunk) => {
      connection.text += chunk.toString('latin1');
      for (let end; (end = connection.text.indexOf('\r\n\r\n')) >= 0;) {
        const head = connection.text.slice(0, end);
        const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
        connection.text = connection.text.slice(end + 4 + length);
        counts[head.startsWith('HTTP/1.1 2') ? 'ok' : 'other']++;
        if (/\r\nconnection: *close/i.test(head)) connection.closing = true;
        else if (waiting > 0 && !stopped) sendOn(connection);
        else free.add(connection);
      }
    });
    connection.socket.on('error', () => {});
    connection.socket.on('close', () => {
      free.delete(connection);
      connections.delete(connection);
      if (!stopped) open();
    });
  };
  for (let i = 0; i < CONNECTIONS; i++) open();

  const start = performance.now();
  for (let sent = 0; sent < Math.round(rate * seconds);) {
    const ahead = start + (sent * 1000) / rate - performance.now();
    if (ahead > 0) {
      await sleep(ahead);
      continue;
    }
    sent++;
    waiting++;
    const connection = free.values().next().value;
    if (connection) sendOn(connection);
  }
  await sleep(500); // the last answers
  stopped = true;
  for (const connection of connections) connection.socket.destroy();
  return { perSecond: Math.round(counts.ok / seconds), ok: counts.ok, other: counts.other };
}
