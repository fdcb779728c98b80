import { afterAll, beforeAll } from 'vitest';
import { adminToken, seedContent } from './fixtures';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

/**
 * A test file's server: the real app with the fixtures (seedContent) and an admin token, started
 * before the file's tests and closed after them. Read its fields inside the tests.
 */
export function seededServer(): { server: TestServer; token: string } {
  const state = {} as { server: TestServer; token: string };
  beforeAll(async () => {
    state.server = await startTestApp();
    await seedContent(state.server.context.db);
    state.token = await adminToken(state.server.context.db);
  });
  afterAll(() => state.server.close());
  return state;
}
