import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createS3Store } from '../media/s3Store';
import { startS3rver } from './s3rver';
import type { S3TestServer } from './s3rver';

let server: S3TestServer;
beforeAll(async () => {
  server = await startS3rver();
});
afterAll(async () => server.close());

// One large chunk leaves the most writing behind the body's end: s3rver's own putObject then
// answered with an eighth or a quarter of it on the disk, or none (s3rverDurablePuts.ts).
it('stores an object in full before it answers the put', async () => {
  const { bucket } = await server.newBucket();
  for (const fill of [1, 2, 3]) {
    const bytes = Buffer.alloc(16 * 1024 * 1024, fill);
    const answer = await server.store.putObject({
      bucket,
      key: `uploads/big-${fill}.png`,
      content: Readable.from([bytes]),
      metadata: {},
    });
    const onDisk = readFileSync(
      server.store.getResourcePath(bucket, `uploads/big-${fill}.png`, 'object'),
    );
    expect(onDisk.length, `object ${fill}`).toBe(bytes.length);
    expect(answer).toEqual({
      size: bytes.length,
      md5: createHash('md5').update(bytes).digest('hex'),
    });
  }
});

it('gives back through the SDK what was put, with the ETag of its MD5', async () => {
  const config = await server.newBucket();
  const store = createS3Store(config);
  try {
    const bytes = Buffer.from([0, 1, 2, 253, 254, 255]);
    await store.put('six.png', bytes);
    const object = await store.get('six.png');
    object?.body.destroy();
    expect(object?.etag).toBe(`"${createHash('md5').update(bytes).digest('hex')}"`);
    expect(await store.read('six.png')).toEqual(bytes);
    expect(server.writtenKeys()).toContain('uploads/six.png');
  } finally {
    store.close();
  }
});
