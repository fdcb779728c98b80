import { lookup as dnsLookup } from 'node:dns';
import type { LookupAddress, LookupAllOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import type { LookupFunction } from 'node:net';

// Where webhooks may not go (SSRF): the server's own machine, private networks, link-local
// (cloud metadata at 169.254.169.254), and addresses no receiver has. Checked on the address a
// delivery really connects to, after DNS, so a name that resolves (or later re-resolves) to such
// an address is refused too. WEBHOOK_ALLOW_PRIVATE=true lifts it for intranet installs.

const v4 = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  v4.addSubnet(net, bits, 'ipv4');

const v6 = new BlockList();
for (const [net, bits] of [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['64:ff9b:1::', 48], // local-use NAT64: IPv4 addresses the local network chooses
  ['3fff::', 20], // documentation (RFC 9637)
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local: deprecated, still routed inside some networks
  ['ff00::', 8], // multicast
] as const)
  v6.addSubnet(net, bits, 'ipv6');

/** The 16 bytes of an IPv6 address (`::` and a dotted IPv4 tail allowed). */
function ipv6Bytes(address: string): number[] {
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  const text = dotted
    ? address.replace(
        dotted,
        (() => {
          const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
          return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
        })(),
      )
    : address;
  const [head = '', tail] = text.split('::');
  const groups = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const first = groups(head);
  const last = tail === undefined ? [] : groups(tail);
  const all = [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
  return all.flatMap((g) => [g >> 8, g & 0xff]);
}

/** An IPv4 address carried inside an IPv6 one (mapped, NAT64, 6to4), which is what is reached. */
function embeddedIpv4(address: string): string | null {
  const b = ipv6Bytes(address);
  const quad = (at: number) => b.slice(at, at + 4).join('.');
  const zeros = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  if (zeros(0, 10) && b[10] === 0xff && b[11] === 0xff) return quad(12); // ::ffff:a.b.c.d
  if (b[0] === 0 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zeros(4, 12))
    return quad(12);
  if (b[0] === 0x20 && b[1] === 0x02) return quad(2); // 2002:aabb:ccdd::
  return null;
}

/** Whether a webhook may not be delivered to this IP address (unless private ones are allowed). */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return v4.check(bare, 'ipv4');
  if (family !== 6) return true;
  const inner = embeddedIpv4(bare);
  if (inner !== null) return v4.check(inner, 'ipv4');
  return v6.check(bare, 'ipv6');
}

/**
 * What registration can tell without DNS: an address given as an IP or `localhost`. A name is
 * checked on each delivery, once it is resolved.
 */
export function isPrivateHost(url: string): boolean {
  // `localhost.` is localhost too (the root's dot), as a resolver reads it.
  const host = new URL(url).hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (isIP(host)) return isPrivateAddress(host);
  return host === 'localhost' || host.endsWith('.localhost');
}

/** A delivery refused because of where it would go. */
export class RefusedAddress extends Error {
  override readonly name = 'RefusedAddress';
}

export const refusedMessage = (address: string) =>
  `refused: ${address} is a loopback, private or link-local address (WEBHOOK_ALLOW_PRIVATE is off)`;

/**
 * The DNS lookup of a delivery's connection: every address a name resolves to must be public,
 * else the connection is refused before it is made. (An address given as an IP literal is not
 * looked up: the delivery checks it itself.)
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    const all: LookupAllOptions = { ...options, all: true };
    dnsLookup(hostname, all, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = allowPrivate ? undefined : addresses.find((a) => isPrivateAddress(a.address));
      if (refused) return callback(new RefusedAddress(refusedMessage(refused.address)), '', 0);
      const [first] = addresses;
      if (!first) return callback(new Error(`${hostname} has no address`), '', 0);
      if (options.all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, first.address, first.family);
    });
  };
}
