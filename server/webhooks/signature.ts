import { createHmac, randomBytes } from 'node:crypto';
import { WebhookHeaders } from '@/sdk/schemas/webhookPayloads';

// Signing as Standard Webhooks (standardwebhooks.com) does it, so a receiver may verify with
// that project's libraries or with the ten lines of docs/webhooks.md.

const PREFIX = 'whsec_';

/** A new signing secret: `whsec_` and 32 random bytes in base64 (the HMAC key is those bytes). */
export const newWebhookSecret = () => `${PREFIX}${randomBytes(32).toString('base64')}`;

const keyOf = (secret: string) => Buffer.from(secret.slice(PREFIX.length), 'base64');

/** `v1,<base64 HMAC-SHA256>` over `<id>.<timestamp>.<body>`: the exact bytes that are sent. */
export function signPayload(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`, 'utf8');
  return `v1,${mac.digest('base64')}`;
}

/** The three headers of one attempt, signed now (the timestamp is the attempt's, not the event's). */
export function signedHeaders(secret: string, id: string, body: string, now = Date.now()) {
  const timestamp = Math.floor(now / 1000);
  return {
    [WebhookHeaders.id]: id,
    [WebhookHeaders.timestamp]: String(timestamp),
    [WebhookHeaders.signature]: signPayload(secret, id, timestamp, body),
  };
}
