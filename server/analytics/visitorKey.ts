import { createHmac, createSecretKey } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { boundedCache } from './boundedCache';

/**
 * The address cut to its network: an IPv4 address to its /24, an IPv6 address to its /48. The key
 * then cannot tell apart the houses of one street, and a visitor whose phone changes its address
 * within its network (IPv6 privacy addresses) stays one visitor. Anything else is kept as given.
 */
export function shortenedAddress(address: string): string {
  const mapped = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(mapped)) return `${mapped.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 3)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/48`;
}

export interface VisitorParts {
  /** Today's salt (hex, 256 bits: dailySalt.ts). */
  salt: string;
  /** The site's host as the request named it. */
  host: string;
  /** request.ip. */
  address: string;
  /** userAgent.ts's browserFamily. */
  browser: string;
}

// The day's salt as a key object, made once: an HMAC given the salt's bytes makes a key object
// of them each time, which was six times the hash itself (12 us of 14 per key; a tenth of a
// beacon's CPU in the ingest bench's profile). One or two salts are in use at a time (the day
// changes at midnight); the map is emptied when a third comes.
const saltKeys = new Map<string, KeyObject>();
function saltKey(salt: string): KeyObject {
  let key = saltKeys.get(salt);
  if (!key) {
    if (saltKeys.size >= 2) saltKeys.clear();
    key = createSecretKey(Buffer.from(salt, 'hex'));
    saltKeys.set(salt, key);
  }
  return key;
}

/**
 * The daily visitor key (Plausible's method): HMAC-SHA256 keyed by the day's random salt, over
 * the site, the shortened address and the browser family. The same visitor on the same day gets
 * the same key on every instance (the salt is in the database); once the day's salt is deleted
 * nobody, us included, can compute it again or link it to the next day's.
 */
export function visitorKey({ salt, host, address, browser }: VisitorParts): string {
  return createHmac('sha256', saltKey(salt))
    .update(`${host}\n${shortenedAddress(address)}\n${browser}`)
    .digest('hex');
}

/** Keys remembered for the day's salt: one per address and browser seen lately. */
export const VISITOR_KEY_CACHE_ENTRIES = 10_000;
let keysOfSalt = { salt: '', keys: boundedCache<string>(VISITOR_KEY_CACHE_ENTRIES) };

/**
 * visitorKey, remembered per site, address and browser for the salt in use: a visitor's every
 * beacon of the day would compute the same HMAC again. In memory only, as the rate limit's count
 * per address is, and forgotten with the salt (a new salt empties it): nothing is stored.
 */
export function cachedVisitorKey(parts: VisitorParts): string {
  if (keysOfSalt.salt !== parts.salt) {
    keysOfSalt = { salt: parts.salt, keys: boundedCache<string>(VISITOR_KEY_CACHE_ENTRIES) };
  }
  const { host, address, browser } = parts;
  return keysOfSalt.keys.get(`${host}\n${address}\n${browser}`, () => visitorKey(parts));
}

/** How many keys are remembered (the bound's test). */
export const cachedVisitorKeys = () => keysOfSalt.keys.size;
