import { randomUUID } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../media/s3Config';
import { createS3Client } from '../media/s3Store';
import { putObjectsDurably } from './s3rverDurablePuts';
import type { S3rverStore } from './s3rverDurablePuts';

/** s3rver checks signatures against these fixed credentials. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface S3TestServer {
  /** The endpoint, e.g. http://127.0.0.1:41234. */
  endpoint: string;
  /** Creates a fresh, empty bucket and answers the settings that reach it. */
  newBucket: () => Promise<S3Config>;
  /** The S3_ variables for a server process using that bucket. */
  env: (config: S3Config) => Record<string, string>;
  /** The key of every object written so far (put, post or copy), in order. */
  writtenKeys: () => string[];
  /** s3rver's own filesystem store, for the tests of this helper. */
  store: S3rverStore;
  /** Stops the server (clients then fail to connect) and deletes its files. */
  close: () => Promise<void>;
}

/** The part of an S3 event notification (as s3rver sends it) that tests read. */
interface ObjectEvent {
  Records: Array<{ eventName: string; s3: { object: { key: string } } }>;
}

/**
 * A real S3-compatible server (s3rver, from npm) on a free loopback port, its objects in a
 * temporary directory: the SDK talks HTTP and SigV4 to it as it would to AWS or MinIO.
 */
export async function startS3rver(): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'lms-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const store = (server as unknown as { store: S3rverStore }).store;
  putObjectsDurably(store);
  const { port } = await server.run();
  // s3rver is a Koa app: it emits S3's own event notifications (its types leave that out).
  const written: string[] = [];
  (server as unknown as EventEmitter).on('event', (event: ObjectEvent) => {
    for (const record of event.Records)
      if (record.eventName.startsWith('ObjectCreated:')) written.push(record.s3.object.key);
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = (bucket: string): S3Config => ({
    endpoint,
    bucket,
    region: 'us-east-1',
    ...CREDENTIALS,
    // s3rver, like MinIO, answers at endpoint/bucket rather than at bucket.endpoint.
    forcePathStyle: true,
  });
  return {
    endpoint,
    store,
    writtenKeys: () => [...written],
    newBucket: async () => {
      const config = settings(`lms-${randomUUID().slice(0, 13)}`);
      const client = createS3Client(config);
      try {
        await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
      } finally {
        client.destroy();
      }
      return config;
    },
    env: (config) => ({
      S3_ENDPOINT: config.endpoint,
      S3_BUCKET: config.bucket,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
      S3_FORCE_PATH_STYLE: String(config.forcePathStyle),
    }),
    close: async () => {
      // A test may stop it early (storage outage); closing again is then a no-op.
      if (!existsSync(directory)) return;
      rmSync(directory, { recursive: true, force: true });
      await server.close();
    },
  };
}
