import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Seals the endpoints' signing secrets at rest (AES-256-GCM). The server must read a secret to
 * sign with it, so it cannot keep only a hash as it does for tokens; sealed, a copy of the
 * database (a backup, a dump, a read-only leak) does not give the secrets away without the key,
 * which lives outside the database. The endpoint's id is the associated data: a sealed secret
 * copied onto another endpoint's row does not open.
 */
export interface SecretBox {
  seal: (secret: string, endpointId: string) => string;
  open: (sealed: string, endpointId: string) => string;
}

const VERSION = 'v1';
const b64 = (bytes: Buffer) => bytes.toString('base64url');

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('a webhook secret key is 32 bytes');
  return {
    seal: (secret, endpointId) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(endpointId));
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [VERSION, b64(iv), b64(sealed), b64(cipher.getAuthTag())].join('.');
    },
    open: (text, endpointId) => {
      const [version, iv, sealed, tag] = text.split('.');
      if (version !== VERSION || !iv || !sealed || !tag) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
        .setAAD(Buffer.from(endpointId))
        .setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(sealed, 'base64url')),
        decipher.final(),
      ]);
      return plain.toString('utf8');
    },
  };
}

/** The key file kept beside the PGlite database when WEBHOOK_SECRET_KEY is not set. */
export const KEY_FILE = 'webhook-secret.key';

/**
 * The key from WEBHOOK_SECRET_KEY (its SHA-256: any 32+ character text makes a 256-bit key), or
 * else, for PGlite, a random key in DATA_DIR made on first need (created 0600, never replaced).
 * Null on PostgreSQL without the variable: each instance would make its own key and none could
 * open another's secrets, so webhooks stay off until the operator sets one key for all.
 */
export function webhookKey(options: {
  secretKey: string | null;
  dataDir: string;
  embedded: boolean;
}): (() => Buffer) | null {
  if (options.secretKey) {
    const key = createHash('sha256').update(options.secretKey, 'utf8').digest();
    return () => key;
  }
  if (!options.embedded) return null;
  let key: Buffer | null = null;
  return () => (key ??= keyFile(options.dataDir));
}

function keyFile(dataDir: string): Buffer {
  const path = join(dataDir, KEY_FILE);
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path, b64(randomBytes(32)), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(readFileSync(path, 'utf8').trim(), 'base64url');
}
