import { afterAll, beforeAll } from 'vitest';
import type { ServerConfig } from '../config';
import { adminToken, seedContent } from './fixtures';
import type { MediaBackend, OpenedMedia } from './mediaBackends';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

export interface MediaServer {
  server: TestServer;
  /** The store the server writes to, for the test to look into. */
  media: OpenedMedia;
  /** An admin's token for the content API. */
  token: string;
}

/**
 * A test server on a fresh store of `backend`, with seeded content and an admin, for the describe
 * block this is called in (started before its tests, closed after). Read the fields in tests.
 */
export function useMediaServer(
  backend: MediaBackend,
  config: Partial<ServerConfig> = {},
): MediaServer {
  const opened = {} as MediaServer;
  beforeAll(async () => {
    opened.media = await backend.open();
    opened.server = await startTestApp({ ...config, ...opened.media.overrides });
    await seedContent(opened.server.context.db);
    opened.token = await adminToken(opened.server.context.db);
  });
  afterAll(async () => {
    await opened.server.close();
    await opened.media.dispose();
    await backend.close();
  });
  return opened;
}
