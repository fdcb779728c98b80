import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** An object as s3rver's controllers hand it to the store (its types leave the store out). */
export interface S3rverObject {
  bucket: string;
  key: string;
  content: Readable | Buffer;
  metadata: Record<string, string>;
}

/** The part of s3rver's filesystem store (s3rver/lib/stores/filesystem.js) these tests touch. */
export interface S3rverStore {
  getResourcePath: (bucket: string, key: string, resource: string) => string;
  putMetadata: (bucket: string, key: string, metadata: object, md5: string) => Promise<void>;
  putObject: (object: S3rverObject) => Promise<{ size: number; md5: string }>;
}

/**
 * s3rver 3.7.1 answers a PutObject once it has *read* the body, not once the file holds it: its
 * store resolves on the hashing Transform's 'finish' while the write stream behind it may still
 * be writing. A GET right after the answer can then find the object empty or cut short, which
 * real S3 never does (it is read-after-write consistent). On a loaded CI machine a test that
 * wrote six bytes and read them straight back got fewer. This makes the store resolve when the
 * file is written and closed, and otherwise does what s3rver's own putObject does.
 */
export function putObjectsDurably(store: S3rverStore): void {
  store.putObject = async (object) => {
    const path = store.getResourcePath(object.bucket, object.key, 'object');
    await mkdir(dirname(path), { recursive: true });
    const hash = createHash('md5');
    let size = 0;
    const source = Buffer.isBuffer(object.content)
      ? Readable.from([object.content])
      : object.content;
    await pipeline(
      source,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          hash.update(chunk);
          size += chunk.length;
          yield chunk;
        }
      },
      createWriteStream(path),
    );
    const md5 = hash.digest('hex');
    await store.putMetadata(object.bucket, object.key, object.metadata, md5);
    return { size, md5 };
  };
}
