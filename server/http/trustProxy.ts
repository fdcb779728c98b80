import { isIP } from 'node:net';
import { tooWideProxyRange } from './proxyRanges';

/**
 * Which proxies' X-Forwarded-* headers the server believes: none (`false`), or the addresses and
 * CIDRs (and @fastify/proxy-addr's names) of the proxies in front of it. Fastify walks
 * X-Forwarded-For from the right, skipping these, so the visitor's address is the one the
 * nearest untrusted hop wrote, never the value a client put first.
 */
export type TrustProxy = false | string[];

// @fastify/proxy-addr's names for the usual private ranges (loopback: 127.0.0.1/8 and ::1).
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const TRUST_ALL =
  'TRUST_PROXY=true trusts every hop, so a client can choose its own address (and so its rate ' +
  'limits) by sending X-Forwarded-For. Write the address of the proxy in front of the server ' +
  'instead: TRUST_PROXY=127.0.0.1 for nginx on the same machine, or a comma list of the ' +
  "proxies' addresses or CIDRs (e.g. TRUST_PROXY=10.0.0.5,10.0.0.6).";

const HOP_COUNT =
  'is a hop count, which Fastify no longer honours: it cannot tell the proxy from a client that ' +
  'connects directly and sends its own X-Forwarded-For, so it would trust nothing. Write the ' +
  'address of the proxy in front of the server instead: TRUST_PROXY=127.0.0.1 for nginx on the ' +
  "same machine, or a comma list of the proxies' addresses or CIDRs.";

/** An address, a CIDR with a prefix its family allows, or a named range. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

const tooWide = (reason: string) =>
  `TRUST_PROXY: ${reason}. A range that wide trusts every hop from it, so a client there can ` +
  'choose its own address (and so its rate limits) by sending X-Forwarded-For. Name the proxies ' +
  'in front of the server instead: TRUST_PROXY=127.0.0.1 for nginx on the same machine, or ' +
  'their addresses or CIDRs, none wider than the widest private ranges (an IPv4 /8 such as ' +
  '10.0.0.0/8, an IPv6 /7 such as fc00::/7).';

/** TRUST_PROXY: unset, `false` or `0` trusts no proxy; otherwise the proxies' addresses. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value.toLowerCase() === 'false' || value === '0') return false;
  if (value.toLowerCase() === 'true') throw new Error(TRUST_ALL);
  if (/^\d+$/.test(value)) throw new Error(`TRUST_PROXY=${value} ${HOP_COUNT}`);
  const entries = value.split(',').map((entry) => entry.trim().toLowerCase());
  const wrong = entries.find((entry) => !isProxyAddress(entry));
  if (wrong !== undefined) {
    throw new Error(
      `TRUST_PROXY must be the proxies' addresses or CIDRs separated by commas (e.g. ` +
        `127.0.0.1 or 10.0.0.0/24,::1), or false; "${wrong}" is neither an address nor a CIDR.`,
    );
  }
  const reason = tooWideProxyRange(entries.filter((entry) => !NAMED_RANGES.has(entry)));
  if (reason !== undefined) throw new Error(tooWide(reason));
  return entries;
}
