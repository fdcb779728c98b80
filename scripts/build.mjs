// `npm run build`: the browser build (dist/), the server render (dist-ssr/), the sources'
// fingerprint into dist/.build-stamp, then the compiled server (dist-server/), so `npm start` knows the build matches the sources.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { sourceStamp, STAMP_FILE } from './buildStamp.mjs';
import { buildServer } from './build-server.mjs';
import { precompress } from './precompress.mjs';

const root = path.resolve(import.meta.dirname, '..');
const vite = path.join(root, 'node_modules', '.bin', 'vite');
const config = ['--config', 'app/vite.config.ts'];
const stamp = sourceStamp();
for (const args of [
  ['build', ...config],
  ['build', ...config, '--ssr'],
]) {
  const run = spawnSync(vite, args, { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

precompress(path.join(root, 'dist'));
writeFileSync(path.join(root, 'dist', STAMP_FILE), `${stamp}\n`);
// The server as plain JavaScript (dist-server/), what `npm start` runs.
await buildServer();
