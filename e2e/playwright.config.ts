import { defineConfig } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from '../scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3111);
// The journeys that wait on the server's clock (a release scheduled for the next minute, a
// webhook retried after its backoff, a page scheduled for the next minute) have a server of their
// own on the next port, so they run beside the others instead of holding the line for the minute
// or so they wait.
const waitingPort = port + 1;
const waiting = ['**/drafts.e2e.ts', '**/webhooks.e2e.ts', '**/pageSchedule.e2e.ts'];
const baseURL = (p: number) => `http://127.0.0.1:${p}`;

/** One test server (e2e/serve.mjs: its own data directory per port). */
const server = (p: number) => ({
  command: 'node e2e/serve.mjs',
  cwd: '..',
  // The site's front page answers once the server has migrated, seeded and started listening.
  url: `${baseURL(p)}/`,
  timeout: 120_000,
  reuseExistingServer: false,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  env: { E2E_PORT: String(p) },
});

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: '../test-results/e2e',
  // Journeys share their server and database; running them one by one on each keeps them
  // independent (one worker per project, below).
  workers: 2,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  projects: [
    { name: 'journeys', testIgnore: waiting, workers: 1, use: { baseURL: baseURL(port) } },
    { name: 'waiting', testMatch: waiting, workers: 1, use: { baseURL: baseURL(waitingPort) } },
  ],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: testChromiumPath,
      args: chromiumArgs,
    },
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    // Outside CI a failed journey keeps its trace: every action with the page's DOM before and
    // after, which the trace viewer draws, and the screenshot at the failure (above). No
    // screencast (a picture of every frame, thrown away when the journey passes: 27 journeys took
    // 146 core-seconds with it, 124 without). CI keeps only what a run prints, so a trace there
    // could never be opened: CI records none (8 journey files: 117 -> 105 core-seconds; issue 48).
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
  },
  webServer: [server(port), server(waitingPort)],
});
