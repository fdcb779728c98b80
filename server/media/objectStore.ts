import type { Readable } from 'node:stream';

/**
 * Where stored media bytes live: a directory on the local disk (diskStore.ts) or a bucket on
 * S3-compatible storage (s3Store.ts). Names are relative, with forward slashes
 * (`3f2c….webp`, `.restoring-12/3f2c….webp`); only the server makes them up.
 */
export interface ObjectStore {
  /** For logs and messages: the directory, or the bucket and endpoint. */
  readonly description: string;
  /**
   * Stores bytes under a new name: a Buffer, or a file on local disk (copied, left in place;
   * a caller that streamed an upload to a temporary file hands its path).
   */
  put: (name: string, source: ObjectSource) => Promise<void>;
  /** The stored object as a stream, or null when there is none by that name. */
  get: (name: string) => Promise<StoredObject | null>;
  /** The whole object; throws when it is missing. */
  read: (name: string) => Promise<Buffer>;
  /** Removes one object; a missing one is not an error. */
  remove: (name: string) => Promise<void>;
  /**
   * Every stored name, sorted. Without a prefix, names with a part starting with a dot (staging
   * areas, the readiness probe) are left out; with one, exactly the names under it.
   */
  list: (prefix?: string) => Promise<string[]>;
  /** Renames an object (restore stages files, then moves them into place). */
  move: (from: string, to: string) => Promise<void>;
  /** Resolves when the store takes writes now (readiness); rejects otherwise. */
  probe: () => Promise<void>;
  /** Releases connections (S3); the store is not used afterwards. */
  close: () => void;
}

export type ObjectSource = Buffer | { file: string };

export interface StoredObject {
  body: Readable;
  length: number;
  /** A strong validator for conditional requests, when the store has one. */
  etag?: string;
  lastModified?: Date;
}

/** Stored names are random and never reused, so whatever holds a copy may keep it for a year. */
export const STORED_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const PART = /^[A-Za-z0-9_.-]+$/;

/**
 * A name the stores accept: relative parts of letters, digits, `_`, `-` and `.`, never `.` or
 * `..`. Everything is checked again here, although only the server chooses names, so no mistake
 * elsewhere can make a store write outside its directory or prefix.
 */
export function checkObjectName(name: string): string {
  const parts = name.split('/');
  if (!parts.every((part) => PART.test(part) && part !== '.' && part !== '..')) {
    throw new Error(`Not a media object name: ${JSON.stringify(name)}`);
  }
  return name;
}

/** Names the server itself chooses (UUIDs, variant suffixes, sub-folders): no dot-parts. */
export const PUBLIC_NAME = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** What a listing without a prefix shows: no staging areas, no probes. */
export const isListed = (name: string) => !name.split('/').some((part) => part.startsWith('.'));
