// Starts the real server for the journeys on a fresh data directory, with a known admin password
// and a lead rate limit high enough for the tests. Playwright stops it when the run ends. It is the
// compiled server `npm start` runs (dist-server/, built by `npm run test:e2e`), with its flags.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startEnv, startFlags } from '../scripts/startFlags.mjs';

const root = path.resolve(import.meta.dirname, '..');
// One directory per port: two runs at once on one machine (E2E_PORT set apart) must not wipe
// each other's database.
const port = process.env.E2E_PORT ?? '3111';
const dataDir = path.join(root, 'test-results', port === '3111' ? 'e2e-data' : `e2e-data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const server = spawn(process.execPath, [...startFlags(), 'dist-server/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    ...startEnv(),
    DATA_DIR: dataDir,
    PORT: port,
    HOST: '127.0.0.1',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'e2e-first-password-4821',
    LEAD_RATE_LIMIT: '1000',
    // The journeys sign the first admin in more than the default 10 times in 15 minutes (the
    // sign-in limit itself is proved in server/test/auth.test.ts).
    LOGIN_RATE_LIMIT: '100',
    LOG_LEVEL: 'warn',
    // Passwords hashed at the test cost (server/auth/password.ts): the journeys sign in dozens of
    // times. The real cost is proved in server/test/passwordCost.test.ts.
    NODE_ENV: 'test',
    PASSWORD_HASH_COST: 'test',
    // The webhook journey (webhooks.e2e.ts) starts its receiver on 127.0.0.1, an address the
    // server refuses by default (a webhook must not reach the server's own network); this test
    // server allows it, as an intranet install would. The refusal itself: server/test/webhooks*.
    WEBHOOK_ALLOW_PRIVATE: 'true',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
