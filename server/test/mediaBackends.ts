import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerConfig } from '../config';
import { createDiskStore } from '../media/diskStore';
import type { ObjectStore } from '../media/objectStore';
import { createS3Store } from '../media/s3Store';
import { startS3rver } from './s3rver';
import type { S3TestServer } from './s3rver';

export interface OpenedMedia {
  /** What a test server's config needs to use this store. */
  overrides: Pick<ServerConfig, 'mediaDir' | 's3'>;
  /** The same store, for the test to look into. */
  store: ObjectStore;
  dispose: () => Promise<void>;
}

export interface MediaBackend {
  name: string;
  /** A fresh, empty media store (a new directory, a new bucket). */
  open: () => Promise<OpenedMedia>;
  /** Ends what the backend started (the S3 server). */
  close: () => Promise<void>;
}

const disk: MediaBackend = {
  name: 'disk',
  open: async () => {
    const mediaDir = mkdtempSync(join(tmpdir(), 'lms-media-'));
    const store = createDiskStore(mediaDir);
    return {
      overrides: { mediaDir },
      store,
      dispose: async () => rmSync(mediaDir, { recursive: true, force: true }),
    };
  },
  close: async () => undefined,
};

/** Buckets on one s3rver, started on first use. */
function s3(): MediaBackend {
  let server: Promise<S3TestServer> | undefined;
  return {
    name: 'S3 (s3rver)',
    open: async () => {
      server ??= startS3rver();
      const config = await (await server).newBucket();
      const store = createS3Store(config);
      return {
        overrides: { mediaDir: join(tmpdir(), 'unused-with-s3'), s3: config },
        store,
        dispose: async () => store.close(),
      };
    },
    close: async () => {
      await (await server)?.close();
    },
  };
}

/** The media stores the media tests run on: the local disk and a real S3-compatible server. */
export const mediaBackends = (): MediaBackend[] => [disk, s3()];
