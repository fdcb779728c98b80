// `npm run admin|backup|restore -- <arguments>`: the compiled command-line tool, as `npm start`
// runs the compiled server (scripts/start.mjs) and as the server tests run both
// (server/test/sharedServerBuild.ts): what is tested is what runs. The server is compiled first
// when dist-server/ is missing or older than server/ and sdk/ (about a second). Plain JavaScript:
// it must run on whichever Node starts it (npm scripts use Node 24 from node_modules/.bin).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, serverBuildIsCurrent, SERVER_OUT } from './build-server.mjs';

const TOOLS = new Set(['admin', 'backup', 'restore']);
const tool = process.argv[2] ?? '';
if (!TOOLS.has(tool)) {
  console.error(`run-tool: expected one of ${[...TOOLS].join(', ')}, got "${tool}"`);
  process.exit(2);
}
if (!serverBuildIsCurrent()) {
  console.error(`run-tool: compiling the server and its tools into ${SERVER_OUT}.`);
  await buildServer();
}
// The tool reads its own arguments from process.argv.slice(2), as when it is run directly.
process.argv.splice(2, 1);
await import(pathToFileURL(join(SERVER_OUT, `${tool}.js`)).href);
