// `npm start`: build what is missing, then run the compiled server (API, /uploads and the built app) in
// this same process. The npm script is `exec node ...`, so npm's SIGINT/SIGTERM reach it directly. Plain JavaScript on purpose: it must run
// on whichever Node starts it (npm scripts use Node 24 from node_modules/.bin).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sourceStamp, STAMP_FILE } from './buildStamp.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const staticDir = resolve(root, process.env.STATIC_DIR || 'dist');
const appConfig = join(root, 'app', 'vite.config.ts');

// Rebuild when dist/ is missing or was built from other sources (after a `git pull`): the
// build writes the sources' content hash to dist/.build-stamp (scripts/buildStamp.mjs).
const stampFile = join(staticDir, STAMP_FILE);
const builtStamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : null;
const current = staticDir === resolve(root, 'dist') ? sourceStamp() : builtStamp;
const stale = existsSync(join(staticDir, 'index.html')) && builtStamp !== current;

if (!existsSync(join(staticDir, 'index.html')) || stale) {
  if (existsSync(appConfig)) {
    console.log(
      stale
        ? 'start: the sources changed since the last build; running `npm run build`.'
        : 'start: the web app is not built yet; running `npm run build` once.',
    );
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const build = spawnSync(npm, ['run', 'build'], { stdio: 'inherit', env: process.env });
    if (build.status !== 0) {
      // The API is still useful without the app (and app/ may be mid-change): start anyway.
      console.error('start: the build failed; serving the API with a placeholder page instead.');
    }
  } else {
    console.log('start: app/ does not exist yet; serving the API with a placeholder page.');
  }
}

// If whatever started us dies without passing its signal on (npm killed with SIGKILL, a shell
// that does not forward), stop cleanly instead of serving on as an orphan that holds DATA_DIR.
const startedBy = process.ppid;
setInterval(() => {
  if (process.ppid !== startedBy) process.kill(process.pid, 'SIGTERM');
}, 1000).unref();

// The server runs as compiled JavaScript (dist-server/, scripts/build-server.mjs): no TypeScript
// compiler in the serving process. Rebuilt here when server/ or sdk/ changed since its build.
const { buildServer, serverBuildIsCurrent, SERVER_OUT } = await import('./build-server.mjs');
if (!serverBuildIsCurrent()) {
  console.log('start: compiling the server into dist-server/.');
  await buildServer();
}
await import(pathToFileURL(join(SERVER_OUT, 'main.js')).href);
