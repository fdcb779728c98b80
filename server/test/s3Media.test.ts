import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Socket } from 'node:net';
import { DeleteBucketCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import type { S3Config } from '../media/s3Config';
import { createS3Client, createS3Store } from '../media/s3Store';
import { MEDIA_PROBE_REUSE } from '../routes/readiness';
import { adminToken, image } from './fixtures';
import { call } from './requests';
import { startS3rver } from './s3rver';
import type { S3TestServer } from './s3rver';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

/** What only the S3 mode has; media.test.ts runs the shared upload tests on disk and S3 alike. */
describe('media on S3-compatible storage (s3rver)', () => {
  let s3: S3TestServer;
  let bucket: S3Config;
  let database: Database;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    s3 = await startS3rver();
    bucket = await s3.newBucket();
    // One database for the main server and the short-lived ones of the readiness test.
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    server = await startTestApp({ s3: bucket }, database);
    token = await adminToken(server.context.db);
  });
  afterAll(async () => {
    await server.close();
    await database.close();
    await s3.close();
  });

  const upload = async () => {
    const answer = await call(server.app, '/api/clientSection/create', {
      token,
      form: { clientTitle: 'Logo', clientImgAlt: 'Logo' },
      files: { clientImg: await image('png') },
    });
    expect(answer.status).toBe(200);
    return (answer.body.data as { clientImg: string }).clientImg;
  };
  const readyz = async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/readyz' });
    return {
      status: answer.statusCode,
      media: (answer.json() as { checks: { media: string } }).checks.media,
    };
  };

  it('stores an upload in the bucket under uploads/, typed and cacheable, and nothing on disk', async () => {
    const path = await upload();
    const client = createS3Client(bucket);
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket.bucket, Key: path }));
      expect(head.ContentType).toBe('image/png');
      expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    } finally {
      client.destroy();
    }
    expect(existsSync(server.context.config.mediaDir)).toBe(false);
  });

  it('answers 404 for a missing object and for any name the server would not make', async () => {
    const store = createS3Store(bucket);
    try {
      // A stray object that is no image: the bucket may hold it, the site never serves it.
      await store.put('stray.html', Buffer.from('<script>alert(1)</script>'));
    } finally {
      store.close();
    }
    for (const url of ['/uploads/missing.png', '/uploads/stray.html', '/uploads/.readyz/x.png']) {
      const answer = await server.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json()).toMatchObject({ success: false });
    }
  });

  it('/readyz is ready while the bucket takes writes, 503 once it is gone or unreachable', async () => {
    expect(await readyz()).toEqual({ status: 200, media: 'ok' });
    // A passing probe is reused for a few seconds (no bucket write per call): a bucket that goes
    // away turns the instance 503 within that time and one probe's timeout.
    const noticedWithin = MEDIA_PROBE_REUSE.okForMs + 3000;
    // A bucket of its own, emptied and deleted: the server's probe write then fails.
    const gone = await s3.newBucket();
    const other = await startTestApp({ s3: gone }, database);
    try {
      expect((await other.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      const client = createS3Client(gone);
      await client.send(new DeleteBucketCommand({ Bucket: gone.bucket }));
      client.destroy();
      const readyzOfOther = async () => {
        const answer = await other.app.inject({ method: 'GET', url: '/readyz' });
        return { status: answer.statusCode, body: answer.json() as unknown };
      };
      await expect.poll(readyzOfOther, { timeout: noticedWithin, interval: 250 }).toMatchObject({
        status: 503,
        body: { status: 'unavailable', checks: { media: 'failing' } },
      });
    } finally {
      await other.close();
    }
    // A storage service that takes connections and never answers: the probe gives up in time.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const hanging = await startTestApp(
      { s3: { ...bucket, endpoint: `http://127.0.0.1:${port}` } },
      database,
    );
    try {
      const started = Date.now();
      const answer = await hanging.app.inject({ method: 'GET', url: '/readyz' });
      expect(answer.statusCode).toBe(503);
      expect(Date.now() - started).toBeLessThan(6000);
    } finally {
      await hanging.close();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
    // The storage service itself stops: refused connections fail the probe at once.
    await s3.close();
    await expect
      .poll(readyz, { timeout: noticedWithin, interval: 250 })
      .toEqual({ status: 503, media: 'failing' });
  });
});
