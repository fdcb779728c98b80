type Env = Record<string, string | undefined>;

/** An S3-compatible bucket for media (AWS S3, MinIO, Cloudflare R2, Backblaze B2, Ceph...). */
export interface S3Config {
  /** The service's URL, e.g. `https://s3.eu-central-1.amazonaws.com` or `http://minio:9000`. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`: most self-hosted stores need it. */
  forcePathStyle: boolean;
}

/** The variables that together turn S3 on; all of them or none. */
export const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

function forcePathStyle(env: Env): boolean {
  const raw = env.S3_FORCE_PATH_STYLE?.trim() || 'false';
  if (raw !== 'true' && raw !== 'false') {
    throw new Error(`S3_FORCE_PATH_STYLE must be true or false, got "${env.S3_FORCE_PATH_STYLE}"`);
  }
  return raw === 'true';
}

function endpoint(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`S3_ENDPOINT must be a URL such as https://s3.example.com, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`S3_ENDPOINT must start with https:// or http://, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

/**
 * Reads the S3 settings: null (media on the local disk) when none of the five variables is set;
 * with some but not all, the server stops at start naming the missing ones, rather than quietly
 * writing uploads to one machine's disk that the other instances cannot see.
 */
export function loadS3Config(env: Env): S3Config | null {
  const value = (name: (typeof S3_VARIABLES)[number]) => env[name]?.trim() ?? '';
  const missing = S3_VARIABLES.filter((name) => value(name) === '');
  if (missing.length === S3_VARIABLES.length) return null;
  if (missing.length > 0) {
    const given = S3_VARIABLES.filter((name) => !missing.includes(name));
    throw new Error(
      `S3 media storage needs all of ${S3_VARIABLES.join(', ')}: ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not set (${given.join(', ')} ${given.length > 1 ? 'are' : 'is'}). Set the missing ones, or unset all of them to keep media on the local disk.`,
    );
  }
  if (env.MEDIA_DIR?.trim()) {
    throw new Error(
      'MEDIA_DIR and the S3_ variables are both set: media go to one place. Unset MEDIA_DIR to use the bucket, or the S3_ variables to use the directory.',
    );
  }
  return {
    endpoint: endpoint(value('S3_ENDPOINT')),
    bucket: value('S3_BUCKET'),
    region: value('S3_REGION'),
    accessKeyId: value('S3_ACCESS_KEY_ID'),
    secretAccessKey: value('S3_SECRET_ACCESS_KEY'),
    forcePathStyle: forcePathStyle(env),
  };
}
