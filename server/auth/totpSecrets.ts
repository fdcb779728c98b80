import type { ServerConfig } from '../config';
import { ApiHttpError } from '../http/errors';
import { secretBox, webhookKey } from '../webhooks/secretBox';
import type { SecretBox } from '../webhooks/secretBox';
import { webhookSettings } from '../webhooks/webhookConfig';

/** The answer when a sealed secret cannot be opened: a missing or other key, not a wrong code. */
export const TOTP_KEY_MISSING =
  'Two-factor codes cannot be checked right now: the server lacks the key its two-factor secrets were sealed with. Ask the operator (WEBHOOK_SECRET_KEY, or DATA_DIR/webhook-secret.key).';

/**
 * The TOTP secrets of two-factor sign-in at rest (issue 43 item 6). The server must read a secret
 * to check a code, so, as with webhook signing secrets, it is sealed with AES-256-GCM under the
 * same key (WEBHOOK_SECRET_KEY, or DATA_DIR/webhook-secret.key with PGlite; secretBox.ts), bound
 * to its user: a database copy alone does not give the second factor away. A stored value is
 * sealed when it starts with the box's version (`v1.`), which no base32 secret can; a secret
 * stored before sealing is still read, and sealed at start and at its first use.
 */
export interface TotpSecrets {
  /** Whether secrets are sealed here: false on PostgreSQL without WEBHOOK_SECRET_KEY. */
  readonly sealing: boolean;
  /** The stored form of a new secret: sealed where a key is set, else as it is. */
  seal(secret: string, adminId: string): string;
  /** The secret of a stored value; a sealed one that will not open is a 503 (TOTP_KEY_MISSING). */
  open(stored: string, adminId: string): string;
}

const SEALED_PREFIX = 'v1.';
export const isSealed = (stored: string) => stored.startsWith(SEALED_PREFIX);
/** Bound to the user, and apart from webhook secrets: a sealed value opens on its own row only. */
const boundTo = (adminId: string) => `two-factor:${adminId}`;

export function totpSecrets(
  config: Pick<ServerConfig, 'webhooks' | 'dataDir' | 'database'>,
): TotpSecrets {
  const key = webhookKey({
    secretKey: webhookSettings(config.webhooks).secretKey,
    dataDir: config.dataDir,
    embedded: config.database.kind === 'pglite',
  });
  let box: SecretBox | null = null;
  const opened = () => (key ? (box ??= secretBox(key())) : null);
  return {
    sealing: key !== null,
    seal: (secret, adminId) => opened()?.seal(secret, boundTo(adminId)) ?? secret,
    open(stored, adminId) {
      if (!isSealed(stored)) return stored;
      const sealer = opened();
      try {
        if (sealer) return sealer.open(stored, boundTo(adminId));
      } catch {
        // Another key than the one it was sealed with: said below, never taken for a wrong code.
      }
      throw new ApiHttpError(503, TOTP_KEY_MISSING);
    },
  };
}

/**
 * Stores secrets as given, for seeding (provider states): a plain secret is read as one from
 * before sealing and sealed at its first use.
 */
export const PLAIN_TOTP_SECRETS: TotpSecrets = {
  sealing: false,
  seal: (secret) => secret,
  open: (stored) => stored,
};
