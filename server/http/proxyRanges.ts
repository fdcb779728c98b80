import { isIP } from 'node:net';

/**
 * Why a TRUST_PROXY range is too wide to name proxies, whatever its spelling. Fastify trusts
 * every hop inside a trusted range, so a client there chooses its own address (and its rate
 * limits) with X-Forwarded-For. IPv4 lives inside IPv6 under several prefixes: Fastify matches
 * every IPv4 client against `::ffff:0:0/96`, and the others are how translators, tunnels and
 * old stacks write an IPv4 address; each is judged as the IPv4 range it holds.
 */

interface Range {
  family: 4 | 6;
  /** The first address of the range, as a number. */
  first: bigint;
  prefix: number;
}

interface Ipv4InIpv6 {
  name: string;
  cidr: string;
  /** Where the IPv4 address's 32 bits start; unset where they are not one run of bits. */
  ipv4At?: number;
}

const IPV4_IN_IPV6: readonly Ipv4InIpv6[] = [
  { name: 'IPv4-mapped IPv6', cidr: '::ffff:0:0/96', ipv4At: 96 },
  { name: 'IPv4-compatible IPv6', cidr: '::/96', ipv4At: 96 },
  { name: 'IPv4-translated IPv6', cidr: '::ffff:0:0:0/96', ipv4At: 96 },
  { name: 'NAT64 IPv6', cidr: '64:ff9b::/96', ipv4At: 96 },
  { name: 'local-use NAT64 IPv6', cidr: '64:ff9b:1::/48' },
  { name: '6to4 IPv6', cidr: '2002::/16', ipv4At: 16 },
  { name: 'Teredo IPv6', cidr: '2001::/32' },
];

/** The widest private ranges (10.0.0.0/8, fc00::/7): no set of proxies spans more. */
const WIDEST = { 4: 8, 6: 7 } as const;
const BITS = { 4: 32, 6: 128 } as const;

const ipv4Number = (address: string) =>
  address.split('.').reduce((n, octet) => (n << 8n) | BigInt(Number(octet)), 0n);

function ipv6Number(address: string): bigint {
  // An IPv4 tail (::ffff:1.2.3.4) is two groups of hex.
  const text = address.replace(/(\d+\.\d+\.\d+\.\d+)$/, (ipv4) => {
    const n = ipv4Number(ipv4);
    return `${(n >> 16n).toString(16)}:${(n & 0xffffn).toString(16)}`;
  });
  const [head = '', tail] = text.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const all =
    tail === undefined
      ? groups(head)
      : [
          ...groups(head),
          ...Array<string>(8 - groups(head).length - groups(tail).length).fill('0'),
          ...groups(tail),
        ];
  return all.reduce((n, group) => (n << 16n) | BigInt(parseInt(group, 16)), 0n);
}

const hostMask = (family: 4 | 6, prefix: number) => (1n << BigInt(BITS[family] - prefix)) - 1n;
const lastOf = (range: Range) => range.first | hostMask(range.family, range.prefix);

/** An address or CIDR that isProxyAddress accepted, zone id (fe80::1%eth0) left out. */
function parseRange(entry: string): Range {
  const [zoned = '', prefix] = entry.split('/');
  const address = zoned.split('%')[0] ?? '';
  const family = isIP(address) === 4 ? 4 : 6;
  const bits = prefix === undefined ? BITS[family] : Number(prefix);
  const value = family === 4 ? ipv4Number(address) : ipv6Number(address);
  return { family, first: value & ~hostMask(family, bits), prefix: bits };
}

const contains = (outer: Range, inner: Range) =>
  outer.family === inner.family &&
  outer.prefix <= inner.prefix &&
  outer.first === (inner.first & ~hostMask(outer.family, outer.prefix));

const ipv4Text = (n: bigint) => [24n, 16n, 8n, 0n].map((shift) => (n >> shift) & 0xffn).join('.');

/** The IPv4 range an IPv6 range inside one of IPV4_IN_IPV6 holds, and that spelling's name. */
function asIpv4(range: Range): { ipv4: Range; name: string } | undefined {
  for (const spelling of IPV4_IN_IPV6) {
    const outer = parseRange(spelling.cidr);
    if (spelling.ipv4At === undefined || !contains(outer, range)) continue;
    const shift = BigInt(128 - spelling.ipv4At - 32);
    const prefix = Math.min(range.prefix - spelling.ipv4At, 32);
    const first = (range.first >> shift) & 0xffffffffn & ~hostMask(4, prefix);
    return { ipv4: { family: 4, first, prefix }, name: spelling.name };
  }
  return undefined;
}

/** Why one entry is too wide, or undefined. */
function tooWide(entry: string, range: Range): string | undefined {
  if (range.prefix === 0) return `"${entry}" holds every IPv${range.family} address`;
  if (range.family === 6) {
    const held = IPV4_IN_IPV6.find((spelling) => contains(range, parseRange(spelling.cidr)));
    if (held) return `"${entry}" holds every IPv4 address (as ${held.name}, ${held.cidr})`;
    const inside = asIpv4(range);
    if (inside) {
      const { ipv4, name } = inside;
      const written = `it is ${ipv4Text(ipv4.first)}/${ipv4.prefix} written as ${name}`;
      if (ipv4.prefix === 0) return `"${entry}" holds every IPv4 address (${written})`;
      if (ipv4.prefix < WIDEST[4]) return `"${entry}" is wider than an IPv4 /8 (${written})`;
      return undefined;
    }
  }
  if (range.prefix < WIDEST[range.family]) {
    return `"${entry}" is wider than an IPv${range.family} /${WIDEST[range.family]}`;
  }
  return undefined;
}

/** Whether the ranges of one family, taken together, hold every address of it. */
function holdEverything(family: 4 | 6, ranges: Range[]): boolean {
  const sorted = ranges.filter((range) => range.family === family);
  sorted.sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : 0));
  let next = 0n;
  for (const range of sorted) {
    if (range.first > next) return false;
    if (lastOf(range) + 1n > next) next = lastOf(range) + 1n;
  }
  return next === 1n << BigInt(BITS[family]);
}

/**
 * Why the TRUST_PROXY addresses and CIDRs (named ranges left out) trust too wide a range:
 * one entry, or the list taken together. Undefined when they name proxies.
 */
export function tooWideProxyRange(entries: string[]): string | undefined {
  const ranges = entries.map((entry) => ({ entry, range: parseRange(entry) }));
  for (const { entry, range } of ranges) {
    const reason = tooWide(entry, range);
    if (reason !== undefined) return reason;
  }
  const all = ranges.map(({ range }) => range);
  const ipv4 = all.map((range) => asIpv4(range)?.ipv4 ?? range);
  if (holdEverything(4, ipv4))
    return `its ${entries.length} ranges together hold every IPv4 address`;
  if (holdEverything(6, all))
    return `its ${entries.length} ranges together hold every IPv6 address`;
  return undefined;
}
