import { join, resolve } from 'node:path';
import { build } from 'vite';
import { precompress } from '../../scripts/precompress.mjs';

const configFile = resolve(import.meta.dirname, '../../app/vite.config.ts');

/**
 * The real builds of the public site into `out`, as `npm run build` makes them: the browser's
 * (out/dist, with its compressed twins) and the server render's (out/dist-ssr). Answers the
 * directory to start the server with (`staticDir`).
 */
export async function buildSite(out: string): Promise<string> {
  const staticDir = join(out, 'dist');
  const quiet = { configFile, logLevel: 'silent' as const };
  // As `npm run build` runs them: vite build sets NODE_ENV=production, vitest had set it to test.
  const testEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ ...quiet, build: { outDir: staticDir } });
    await build({ ...quiet, build: { ssr: true, outDir: join(out, 'dist-ssr') } });
  } finally {
    process.env.NODE_ENV = testEnv;
  }
  precompress(staticDir);
  return staticDir;
}
