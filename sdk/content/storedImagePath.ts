/** A stored image's path as the server names it (`uploads/<name>`): never an outside address. */
export const STORED_PATH =
  /^uploads\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * Whether a value is such a path: the rule of `storedImage` (./valueFields.ts), also what the
 * server's picture collector reads out of a page's blocks (server/content/blockPictures.ts).
 */
export const isStoredImagePath = (value: unknown): value is string =>
  typeof value === 'string' && STORED_PATH.test(value);
