// The production server as plain JavaScript: esbuild bundles server/main.ts (and the command-line
// tools) with the sdk and most packages into dist-server/ (KEPT_EXTERNAL stay imports). `npm start`
// runs dist-server/main.js, so no TypeScript compiler is loaded at run time (docs/performance.md).
// Run by `npm run build`, and by `npm start` when server/ or sdk/ changed since the last build.
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { SERVER_SOURCES, sourceStamp, STAMP_FILE } from './buildStamp.mjs';

const root = path.resolve(import.meta.dirname, '..');
/**
 * Where `npm run build` and `npm start` put the compiled server: dist-server/, or SERVER_BUILD_DIR
 * (a suite that runs `npm start` beside `npm run test:e2e`'s build gives its own: shutdown.test).
 */
export const SERVER_OUT = path.resolve(root, process.env.SERVER_BUILD_DIR || 'dist-server');

/**
 * Files the server reads beside its own module at run time (`new URL('./x', import.meta.url)`):
 * copied next to the bundle. Without the password list, every password change and new user
 * answered 500 on the compiled server (scripts/buildServer.test.ts keeps this list complete).
 */
export const SERVER_ASSETS = ['server/auth/common-passwords.txt'];

/** Packages the bundle imports from node_modules at run time instead of containing. */
const KEPT_EXTERNAL = ['@electric-sql/pglite', 'sharp', '@aws-sdk/*', 'nodemailer', 'pg-native'];

/** Whether dist-server/ was built from the current server sources. */
export function serverBuildIsCurrent() {
  const stamp = path.join(SERVER_OUT, STAMP_FILE);
  if (!existsSync(path.join(SERVER_OUT, 'main.js')) || !existsSync(stamp)) return false;
  return readFileSync(stamp, 'utf8').trim() === sourceStamp(SERVER_SOURCES);
}

/**
 * Builds the server into `outDir` (dist-server/ unless told: the server tests build into a
 * directory of their own, server/test/sharedServerBuild.ts). Its contents are replaced.
 */
export async function buildServer({ outDir = SERVER_OUT } = {}) {
  const stamp = sourceStamp(SERVER_SOURCES);
  rmSync(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    // One self-contained file per entry, all in outDir: each finds migrations/ beside it.
    entryPoints: {
      main: 'server/main.ts',
      admin: 'server/cli/admin.ts',
      backup: 'server/cli/backup.ts',
      restore: 'server/cli/restore.ts',
    },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // Packages are bundled too: resolving and loading some 900 files from node_modules was most of
    // a warm start (docs/performance.md). Left as imports: packages that ship native or wasm
    // files (PGlite, sharp) and what only some installations load, on demand (the S3 client,
    // nodemailer). React is not the server's: the render bundle in dist-ssr/ contains its own.
    external: [...KEPT_EXTERNAL],
    // Bundled CommonJS packages call require(); an ES module has none of its own.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    // A dynamic import stays one: what only some installations use (the S3 client) is a chunk of
    // its own, loaded when needed instead of at every start. Chunks sit beside the entries, since
    // modules find migrations/ and SERVER_ASSETS beside themselves.
    splitting: true,
    chunkNames: '[name]-[hash]',
    tsconfig: path.join(root, 'tsconfig.json'),
    // For reading a production stack trace: NODE_OPTIONS=--enable-source-maps npm start.
    sourcemap: 'linked',
    // Whitespace and comments out, names kept (stack traces, Fastify's plugin names). V8 holds the
    // source of every loaded file for the life of the process, and a single non-ASCII character
    // (a comment) made a whole file's copy two bytes per character: 7.5 MB of the idle heap.
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'external',
    charset: 'ascii',
    logLevel: 'warning',
  });
  cpSync(path.join(root, 'server/db/migrations'), path.join(outDir, 'migrations'), {
    recursive: true,
  });
  for (const asset of SERVER_ASSETS) {
    cpSync(path.join(root, asset), path.join(outDir, path.basename(asset)));
  }
  writeFileSync(path.join(outDir, STAMP_FILE), `${stamp}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer();
