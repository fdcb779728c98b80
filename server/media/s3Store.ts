import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { imageContentType } from './imageType';
import { checkObjectName, isListed, STORED_CACHE_CONTROL } from './objectStore';
import type { ObjectSource, ObjectStore } from './objectStore';
import type { S3Config } from './s3Config';

/** Every object of ours lives under this prefix, so the bucket may hold other things too. */
const KEY_PREFIX = 'uploads/';
/** A readiness probe that cannot get an answer in this time counts as failing. */
const PROBE_TIMEOUT_MS = 3000;

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

async function body(source: ObjectSource) {
  if (Buffer.isBuffer(source)) return { Body: source, ContentLength: source.length };
  // A stream needs its length up front: S3 takes no body of unknown size in one PutObject.
  const { size } = await stat(source.file);
  return { Body: createReadStream(source.file), ContentLength: size };
}

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: many S3-compatible stores do not understand the
    // SDK's default trailing-checksum uploads (aws-chunked), and TLS already protects transit.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A dead endpoint must fail a request (and /readyz) quickly, not hang it.
    requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
  });
}

/**
 * Media in an S3-compatible bucket, under `uploads/<name>`. Objects are written with their image
 * Content-Type and a year-long immutable Cache-Control, so they are right even when read straight
 * from the bucket, though the site serves them itself (routes/uploads.ts).
 */
export function createS3Store(config: S3Config, client = createS3Client(config)): ObjectStore {
  const Bucket = config.bucket;
  const key = (name: string) => KEY_PREFIX + checkObjectName(name);
  // One probe object per process: instances never remove each other's.
  const probeName = `.readyz/${randomUUID()}`;

  const get = async (name: string) => {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key(name) }));
      if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a body');
      return {
        body: answer.Body,
        length: answer.ContentLength ?? 0,
        etag: answer.ETag,
        lastModified: answer.LastModified,
      };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  };

  const list = async (prefix = '') => {
    const names: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: KEY_PREFIX + prefix, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) names.push(object.Key.slice(KEY_PREFIX.length));
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return names.filter((name) => (prefix ? true : isListed(name))).sort();
  };

  const remove = async (name: string) => {
    await client.send(new DeleteObjectCommand({ Bucket, Key: key(name) }));
  };

  const put = async (name: string, source: ObjectSource) => {
    const ContentType = imageContentType(name) || 'application/octet-stream';
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: key(name),
        ContentType,
        CacheControl: STORED_CACHE_CONTROL,
        ...(await body(source)),
      }),
    );
  };

  return {
    description: `S3 bucket ${Bucket} at ${config.endpoint}`,
    put,
    get,
    read: async (name) => {
      const object = await get(name);
      if (!object) throw new Error(`Media object ${name} is missing from the bucket`);
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    remove,
    list,
    move: async (from, to) => {
      // S3 has no rename: copy within the bucket, then delete the original.
      const CopySource = encodeURI(`${Bucket}/${key(from)}`);
      await client.send(new CopyObjectCommand({ Bucket, Key: key(to), CopySource }));
      await remove(from);
    },
    probe: async () => {
      const abortSignal = AbortSignal.timeout(PROBE_TIMEOUT_MS);
      const Key = key(probeName);
      await client.send(new PutObjectCommand({ Bucket, Key, Body: 'ok' }), { abortSignal });
      await client.send(new DeleteObjectCommand({ Bucket, Key }), { abortSignal });
    },
    close: () => client.destroy(),
  };
}
