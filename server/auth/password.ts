import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { ScryptOptions } from 'node:crypto';
import { createHashSlots } from './hashSlots';
import type { HashTurn } from './hashSlots';

/** OWASP's scrypt recommendation: N=2^17, r=8, p=1 (128 MiB per hash). */
export const PASSWORD_COST = { N: 2 ** 17, r: 8, p: 1 } as const;
/**
 * The test suites' cost: N=2^10 (1 MiB, a few ms). `npm test` hashed some 450 passwords at about
 * 300 ms of CPU and 128 MiB each; the flood test and the cost's own test use the real one.
 */
const TEST_COST = { N: 2 ** 10, r: 8, p: 1 } as const;
type Cost = { N: number; r: number; p: number };

/**
 * The cost of new hashes: PASSWORD_COST, or TEST_COST when PASSWORD_HASH_COST=test, which only
 * the test suites set and which is refused without NODE_ENV=test (the server checks it at start,
 * server/config.ts, and says so in its log). A hash made cheaper than this is made anew at this
 * cost when its user next signs in (signIn.ts), so no cheap hash outlives a sign-in.
 */
export function passwordCost(env: Record<string, string | undefined> = process.env): Cost {
  const chosen = env.PASSWORD_HASH_COST?.trim();
  if (!chosen) return PASSWORD_COST;
  if (chosen === 'test' && env.NODE_ENV === 'test') return TEST_COST;
  throw new Error(
    `PASSWORD_HASH_COST=${chosen} is refused: only the test suites may lower the password hashing ` +
      'cost (PASSWORD_HASH_COST=test with NODE_ENV=test). Unset it.',
  );
}
const KEY_LENGTH = 64;
// Node refuses above 32 MiB by default; scrypt needs 128 * N * r bytes plus a little.
const MAX_MEM = 256 * 1024 * 1024;

// One hash at a time per core but one, at most two: scrypt keeps a core busy for its whole run,
// and the core left over answers the site (on two cores, a second hash starved the event loop and
// a visitor's page waited seconds). At most two leaves two of libuv's four threads to the static
// files. Four checks (sign-ins, and signed-in users' own password checks, one per user) may wait
// behind them; any more are turned away at once (routes/auth.ts, routes/currentPassword.ts).
const slots = createHashSlots(Math.max(1, Math.min(2, availableParallelism() - 1)), 4);

/** Whether a sign-in would be turned away now (see verifySignInPassword). */
export const signInHashingFull = () => slots.full();

function derive(password: string, salt: Buffer, cost: ScryptOptions, turn?: HashTurn) {
  return slots.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password, salt, KEY_LENGTH, { ...cost, maxmem: MAX_MEM }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
    turn,
  );
}

/** Hashes a password as `scrypt$N$r$p$salt$key` (base64), so the cost can rise later. */
export async function hashPassword(password: string, turn?: HashTurn): Promise<string> {
  const cost = passwordCost();
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, turn);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

/** A stored `scrypt$N$r$p$salt$key` read back; null when it is not one. */
function parseHash(stored: string): { cost: Cost; salt: Buffer; key: Buffer } | null {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  return { cost, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

/** Whether a stored hash was made at a lower cost than new hashes get (or is not scrypt's). */
export function hashIsOutdated(stored: string): boolean {
  const made = parseHash(stored)?.cost;
  const cost = passwordCost();
  return !made || made.N < cost.N || made.r < cost.r || made.p < cost.p;
}

/**
 * Checks a password against a stored hash in constant time; a malformed hash never matches.
 * With `turnAwayWhenBusy`, throws HashingBusyError when the hashing line is full; with a
 * `holder`, OneCheckAtATimeError while another check of the same holder is in the slots.
 */
export async function verifyPassword(
  password: string,
  stored: string,
  turn?: HashTurn,
): Promise<boolean> {
  const hash = parseHash(stored);
  if (!hash) return false;
  const actual = await derive(password, hash.salt, hash.cost, turn);
  return actual.length === hash.key.length && timingSafeEqual(actual, hash.key);
}

let dummyHash: Promise<string> | undefined;

/**
 * A sign-in's password check: against the user's hash, or, when the username is unknown, against
 * a hash of nothing, so the answer's timing does not tell which usernames exist. Turned away
 * (HashingBusyError) rather than queued when the hashing line is full.
 */
export async function verifySignInPassword(password: string, stored: string | null) {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const hash = stored ?? (await dummyHash);
  const valid = await verifyPassword(password, hash, { turnAwayWhenBusy: true });
  return stored !== null && valid;
}

/** A strong password for the first admin or a reset: 24 random characters (~143 bits). */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
