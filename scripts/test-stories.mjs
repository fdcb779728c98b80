// `npm run test:stories`: build Storybook, serve the static build on a free local port, run every
// story (play function + axe) in Debian Chromium with @storybook/test-runner, then stop the server.
// The exit code is the test runner's. `--no-build` reuses an existing storybook-static/.
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'storybook-static');
const require = createRequire(import.meta.url);
const passThrough = process.argv.slice(2).filter((a) => a !== '--no-build');

const run = (bin, args) =>
  new Promise((done) => {
    // process.execPath is the Node 24 that runs this script (from the `node` devDependency).
    const child = spawn(process.execPath, [bin, ...args], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });

const binOf = (pkg, name) => {
  const manifest = require(`${pkg}/package.json`);
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[name];
  return join(root, 'node_modules', pkg, bin);
};

if (!process.argv.includes('--no-build')) {
  const built = await run(binOf('storybook', 'storybook'), ['build', '-o', outDir, '--quiet']);
  if (built !== 0) process.exit(built);
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  let file = normalize(join(outDir, path));
  if (!file.startsWith(outDir)) return void res.writeHead(403).end();
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) return void res.writeHead(404).end('not found');
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((ready) => server.listen(0, '127.0.0.1', ready));
const { port } = server.address();
console.log(`test:stories: serving storybook-static on http://127.0.0.1:${port}`);

const code = await run(binOf('@storybook/test-runner', 'test-storybook'), [
  '--url',
  `http://127.0.0.1:${port}`,
  ...passThrough,
]);
server.close();
process.exit(code);
