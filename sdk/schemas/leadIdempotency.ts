import * as z from 'zod/mini';

/**
 * The header that makes `POST /api/leads/create` safe to retry (docs/api.md): the same key with
 * the same lead is stored once and answered again with the stored lead.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * How long a key is honoured, from its lead's arrival (docs/api.md): a client's retries end within
 * minutes, and a key kept longer only lets whoever holds it read the lead back. As Stripe's keys:
 * after this the same key stores a new lead, and the server forgets the old one's key.
 */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** Said when a key is malformed (400) or was used for a different lead (422). */
export const IdempotencyMessages = {
  invalid: 'The Idempotency-Key header must be 16 to 200 letters, digits, "-" or "_".',
  reused:
    'This Idempotency-Key was already used for a different lead. Send a new key with a new lead.',
} as const;

/**
 * A key the client makes once per lead attempt: random, at least 16 characters, from an alphabet
 * that needs no escaping in a header or a log line.
 */
export const IdempotencyKey = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{16,200}$/, IdempotencyMessages.invalid));
export type IdempotencyKey = z.infer<typeof IdempotencyKey>;

/**
 * A new key: 128 random bits, base64url (22 characters). getRandomValues, not randomUUID: the site
 * may be served over plain HTTP on an intranet, where browsers offer randomUUID to no page.
 */
export function newIdempotencyKey(): IdempotencyKey {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  const binary = String.fromCharCode(...bytes);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
