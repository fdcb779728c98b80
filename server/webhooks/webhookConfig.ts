type Env = Record<string, string | undefined>;

/** How webhooks are delivered (docs/webhooks.md; the variables in docs/operations.md). */
export interface WebhookSettings {
  /**
   * WEBHOOK_ALLOW_PRIVATE=true: deliver to loopback, private and link-local addresses too (an
   * intranet install whose receivers live there). Off by default: a webhook must not become a
   * way to reach the server's own network.
   */
  allowPrivate: boolean;
  /**
   * WEBHOOK_SECRET_KEY: seals the endpoints' signing secrets (32+ characters). Without it, a key
   * made on first use in DATA_DIR (PGlite only: instances on PostgreSQL must share one key).
   */
  secretKey: string | null;
  /** WEBHOOK_TIMEOUT_SECONDS: one attempt's deadline, connect to last byte (default 5 s). */
  timeoutMs: number;
  /** WEBHOOK_CONCURRENCY: attempts in flight at once per instance (default 4). */
  concurrency: number;
  /** The first retry's wait; each next waits four times longer (tests shorten it). */
  retryBaseMs: number;
  /** Attempts before a delivery is given up (the ninth comes about 30 hours after the first). */
  maxAttempts: number;
  /** How often an instance looks for due deliveries besides being woken by its own events. */
  pollMs: number;
}

export const WEBHOOK_DEFAULTS: WebhookSettings = {
  allowPrivate: false,
  secretKey: null,
  timeoutMs: 5_000,
  concurrency: 4,
  retryBaseMs: 5_000,
  maxAttempts: 9,
  pollMs: 1_000,
};

const fail = (message: string): never => {
  throw new Error(message);
};

function flag(env: Env, name: string): boolean {
  const raw = env[name]?.trim().toLowerCase() || 'false';
  if (raw !== 'true' && raw !== 'false') fail(`${name} must be true or false, got "${env[name]}"`);
  return raw === 'true';
}

function whole(env: Env, name: string, min: number, max: number): number | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    fail(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return value;
}

/** Reads the webhook variables; a malformed one stops the start, naming it. */
export function loadWebhookConfig(env: Env): Partial<WebhookSettings> {
  const secretKey = env.WEBHOOK_SECRET_KEY?.trim() || null;
  if (secretKey !== null && secretKey.length < 32)
    fail('WEBHOOK_SECRET_KEY must be at least 32 characters (e.g. openssl rand -base64 32)');
  const timeout = whole(env, 'WEBHOOK_TIMEOUT_SECONDS', 1, 30);
  const concurrency = whole(env, 'WEBHOOK_CONCURRENCY', 1, 64);
  return {
    allowPrivate: flag(env, 'WEBHOOK_ALLOW_PRIVATE'),
    secretKey,
    ...(timeout === undefined ? {} : { timeoutMs: timeout * 1000 }),
    ...(concurrency === undefined ? {} : { concurrency }),
  };
}

/** The settings a server runs with: the configured ones over the defaults. */
export const webhookSettings = (configured: Partial<WebhookSettings> | undefined) => ({
  ...WEBHOOK_DEFAULTS,
  ...configured,
});
