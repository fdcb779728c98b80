// Starts the real server for the journeys on a fresh data directory, with a known admin password
// and a lead rate limit high enough for the tests. Playwright stops it when the run ends. It is the
// compiled server `npm start` runs (dist-server/, built by `npm run test:e2e`), with its flags.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startEnv, startFlags } from '../scripts/startFlags.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, 'test-results', 'e2e-data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const server = spawn(process.execPath, [...startFlags(), 'dist-server/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    ...startEnv(),
    DATA_DIR: dataDir,
    PORT: process.env.E2E_PORT ?? '3111',
    HOST: '127.0.0.1',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'e2e-first-password-4821',
    LEAD_RATE_LIMIT: '1000',
    // The journeys sign the first admin in more than the default 10 times in 15 minutes (the
    // sign-in limit itself is proved in server/test/auth.test.ts).
    LOGIN_RATE_LIMIT: '100',
    LOG_LEVEL: 'warn',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
