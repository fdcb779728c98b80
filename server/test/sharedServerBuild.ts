import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildServer } from '../../scripts/build-server.mjs';

const root = resolve(import.meta.dirname, '../..');

/**
 * Vitest globalSetup: the compiled server (`npm run build`'s bundle, as `npm start` runs it) built
 * once per run for the files that spawn servers and command-line tools (serverProcess.ts). Each
 * spawn through tsx transpiled and loaded hundreds of TypeScript modules: seconds of CPU each time.
 * The directory sits under node_modules/.cache, not the system's temp directory: the bundle
 * imports PGlite, sharp and the S3 client from node_modules, found by walking up from itself.
 */
export default async function shareServerBuild(): Promise<() => void> {
  const cache = join(root, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'lms-server-build-'));
  await buildServer({ outDir: dir });
  process.env.SERVER_TEST_BUILD = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
