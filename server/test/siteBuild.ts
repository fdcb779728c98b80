import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { build } from 'vite';
import type { Rolldown } from 'vite';
import { precompress } from '../../scripts/precompress.mjs';

const configFile = resolve(import.meta.dirname, '../../app/vite.config.ts');

/** Beside dist/ and dist-ssr/: the server render's chunks as its build reported them. */
const SSR_CHUNKS = 'ssr-chunks.json';

/** A chunk of the server render's bundle: its file and what it imports, as Rolldown reported. */
export interface SsrChunk {
  fileName: string;
  imports: string[];
  dynamicImports: string[];
  /** The chunk as written to dist-ssr/. */
  code: string;
}

type ChunkRecord = Omit<SsrChunk, 'code'>;

const chunksOf = (result: Awaited<ReturnType<typeof build>>): Rolldown.OutputChunk[] =>
  (Array.isArray(result) ? result : [result]).flatMap((output) =>
    'output' in output ? output.output.filter((file) => file.type === 'chunk') : [],
  );

/**
 * The real builds of the public site into `out`, as `npm run build` makes them: the browser's
 * (out/dist, with its compressed twins) and the server render's (out/dist-ssr). Answers the
 * directory to start the server with (`staticDir`).
 */
async function buildInto(out: string): Promise<string> {
  const staticDir = join(out, 'dist');
  const quiet = { configFile, logLevel: 'silent' as const };
  // As `npm run build` runs them: vite build sets NODE_ENV=production, vitest had set it to test.
  const testEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ ...quiet, build: { outDir: staticDir } });
    const ssr = await build({ ...quiet, build: { ssr: true, outDir: join(out, 'dist-ssr') } });
    const chunks: ChunkRecord[] = chunksOf(ssr).map(({ fileName, imports, dynamicImports }) => ({
      fileName,
      imports,
      dynamicImports,
    }));
    writeFileSync(join(out, SSR_CHUNKS), JSON.stringify(chunks));
  } finally {
    process.env.NODE_ENV = testEnv;
  }
  precompress(staticDir);
  return staticDir;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The site built once per test run and shared by the files that serve it (they only read it):
 * SHARED_SITE_BUILD (server/test/sharedSiteBuild.ts) names an empty directory; the first file
 * to get there builds into it, files in other workers wait for its `built` mark. Without it (a
 * file run on its own outside the config), each builds into its own `out`.
 */
export async function buildSite(out: string): Promise<string> {
  const shared = process.env.SHARED_SITE_BUILD;
  if (!shared) return buildInto(out);
  const site = join(shared, 'site');
  const built = join(shared, 'built');
  const failed = join(shared, 'failed');
  try {
    mkdirSync(site);
  } catch {
    // Another file is building it: wait for it (a build takes seconds, minutes under load).
    for (let waited = 0; !existsSync(built); waited += 500) {
      if (existsSync(failed)) throw new Error('the shared site build failed in another test file');
      if (waited > 300_000) throw new Error(`the shared site build in ${site} never finished`);
      await pause(500);
    }
    return join(site, 'dist');
  }
  try {
    const staticDir = await buildInto(site);
    writeFileSync(built, '');
    return staticDir;
  } catch (error) {
    writeFileSync(failed, String(error));
    throw error;
  }
}

/**
 * The server render's chunks of the build buildSite answered `staticDir` for (ssr.test.ts checks
 * what they import), with each chunk's code read back from dist-ssr/.
 */
export function ssrBundleChunks(staticDir: string): SsrChunk[] {
  const out = dirname(staticDir);
  const records = JSON.parse(readFileSync(join(out, SSR_CHUNKS), 'utf8')) as ChunkRecord[];
  return records.map((record) => ({
    ...record,
    code: readFileSync(join(out, 'dist-ssr', record.fileName), 'utf8'),
  }));
}
