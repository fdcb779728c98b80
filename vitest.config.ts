import path from 'node:path';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const DOM_TESTS = ['src/**/*.test.tsx', 'app/**/*.test.{ts,tsx}'];
/** Dom tests that render a page as the server does: `window` or `document` stubbed away. */
const DOM_TESTS_WITHOUT_WINDOW = [
  'app/site/campaignPageRoute.test.tsx',
  'app/site/pageForBrowser.test.tsx',
  'src/site/LandingPage/LandingPage.test.tsx',
  'src/site/blocks/CampaignPage.test.tsx',
  'src/site/blocks/LandingSectionBlock/LandingSectionBlock.test.tsx',
  'src/ui/ServerHtml/ServerHtml.test.tsx',
];

// One config, several projects, so `npm test` can run them in a clear order (scripts/test-all.mjs).
// `@/` is the repository root (tsconfig.json's paths); every project extends this root config.
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    // Pact's core library would post usage metrics after each verification (docs/security.md).
    // Passwords are hashed at the test cost (server/auth/password.ts; vitest sets NODE_ENV=test):
    // some 450 hashes at the real cost were a quarter of the server tests' time.
    env: { PACT_DO_NOT_TRACK: 'true', PASSWORD_HASH_COST: 'test' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // As in the server project: the files share their worker's modules instead of importing
          // zod, xstate and the sdk anew for each file. Nothing here mocks a module (vi.mock would
          // reach the files after it). The dom project stays isolated: its files mock modules.
          isolate: false,
          include: [
            'sdk/**/*.test.ts',
            'src/machines/**/*.test.ts',
            'src/console/**/*.test.ts',
            'src/site/**/*.test.ts',
            'src/fixtures/**/*.test.ts',
            'scripts/**/*.test.ts',
            'test-support/**/*.test.ts',
            'contracts/consumer/publishPacts.test.ts',
            'bench/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'dom',
          environment: 'jsdom',
          globals: true,
          include: DOM_TESTS,
          exclude: [...configDefaults.exclude, ...DOM_TESTS_WITHOUT_WINDOW],
          // Each file still gets its own modules and its own jsdom (a vm context of its own, so a
          // file's vi.mock stays in it), but in one worker thread for the run instead of a new
          // process per file, whose start, imports of vitest and jsdom were three quarters of
          // the project's CPU (32 files: 31-32 core-seconds -> docs/testing.md, "Time").
          pool: 'vmThreads',
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'dom-without-window',
          environment: 'jsdom',
          globals: true,
          include: DOM_TESTS_WITHOUT_WINDOW,
          // A process per file, as vitest's default: in a vm context `window` and `document` are
          // the context's own and cannot be hidden (vi.stubGlobal throws "Cannot redefine
          // property"), and these files render as the server does, without them.
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // The files share their worker's modules instead of importing the server anew each
          // (about 1.3 s of CPU per file): 367 s -> 250 s for the project, 448 -> 276 s of CPU.
          // Nothing here mocks modules, and each file builds its own app and database.
          isolate: false,
          // One migrated in-memory database that every in-memory database of the run copies, one
          // build of the site for the files that serve it, one of the server for those spawning it,
          // and one migrated PostgreSQL database the PostgreSQL test databases are copied from.
          globalSetup: [
            'server/test/pgliteTemplate.ts',
            'server/test/sharedSiteBuild.ts',
            'server/test/sharedServerBuild.ts',
            'server/test/pgliteDiskTemplate.ts',
            'server/test/postgresTemplate.ts',
          ],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'contracts',
          environment: 'node',
          include: ['contracts/consumer/**/*.pact.test.ts'],
          globalSetup: ['contracts/consumer/publishPacts.ts'],
          // Each file writes its own pact; running them one by one keeps the files stable.
          fileParallelism: false,
          // The files share their worker's modules (Pact's native core, the sdk, zod) instead of
          // importing them anew each: imports were over half the suite's time, and its CPU fell
          // from about 34 to 12 core-seconds alone (docs/testing.md, "Time"). Nothing here
          // mocks a module, and each file makes its own PactV4 and writes its own pact.
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'provider',
          environment: 'node',
          include: ['contracts/provider/**/*.pact.test.ts'],
          // As the contracts: the two files share the server's and the payloads' modules.
          isolate: false,
          globalSetup: ['server/test/pgliteTemplate.ts'],
          // Pact's verifier proxies through http-proxy, which calls Node's deprecated
          // util._extend: one DeprecationWarning a run that is neither ours nor fixable here.
          execArgv: ['--disable-warning=DEP0060'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
