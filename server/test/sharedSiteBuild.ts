import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Vitest globalSetup: a directory where the first test file that needs the built site builds it
 * and the others reuse it (server/test/siteBuild.ts). The browser and server-render builds take
 * 10-15 s each time; the files that serve them only read them.
 */
export default function shareSiteBuild(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'lms-site-build-'));
  process.env.SHARED_SITE_BUILD = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
