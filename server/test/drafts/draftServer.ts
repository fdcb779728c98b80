import { afterAll, beforeAll } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { Backend } from '../backends';
import { auditLog, contentVersions } from '../../db/schema';
import type { Database } from '../../db/database';
import { adminToken, seedContent } from '../fixtures';
import { call } from '../requests';
import type { Call } from '../requests';
import { startTestApp } from '../testApp';
import type { TestServer } from '../testApp';

/** A test server on one backend, seeded, with an admin's and an editor's token. */
export interface DraftServer {
  server: TestServer;
  admin: string;
  editor: string;
  /** POSTs as the admin unless the call names another token. */
  post: (url: string, c?: Call) => ReturnType<typeof call>;
  /** The newest audit entries. */
  audit: (limit?: number) => Promise<(typeof auditLog.$inferSelect)[]>;
  versionsOf: (key: string, id: string) => Promise<(typeof contentVersions.$inferSelect)[]>;
}

/** Starts the server before the file's tests and closes it (and its database) after. */
export function useDraftServer(backend?: Backend): DraftServer {
  const at = {} as DraftServer;
  let opened: { database: Database; dispose: () => Promise<void> } | undefined;
  beforeAll(async () => {
    opened = backend ? await backend.open() : undefined;
    at.server = await startTestApp({}, opened?.database);
    await seedContent(at.server.context.db);
    at.admin = await adminToken(at.server.context.db);
    at.editor = await adminToken(at.server.context.db, 1, { role: 'editor' });
    at.post = (url, c = {}) => call(at.server.app, url, { token: at.admin, ...c });
    at.audit = (limit = 5) =>
      at.server.context.db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(limit);
    at.versionsOf = (key, id) =>
      at.server.context.db
        .select()
        .from(contentVersions)
        .where(eq(contentVersions.recordId, id))
        .orderBy(desc(contentVersions.at))
        .then((rows) => rows.filter((row) => row.contentKey === key));
  });
  afterAll(async () => {
    await at.server?.close();
    await opened?.dispose();
  });
  return at;
}
