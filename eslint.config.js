// Flat config. Import direction (docs/architecture.md, "Import direction"): app -> src, sdk;
// src/site, src/console and src/ui
// import no sdk client, no xstate, no app; nothing public (src/site, src/ui) imports src/console; src/machines get effects injected; sdk imports no React nor src/app/server;
// server -> sdk only. Nothing imports app or server except their own entry points.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const noReact = {
  group: ['react', 'react-dom', 'react/*', 'react-dom/*'],
  message: 'No React here.',
};
const noXstate = { group: ['xstate', '@xstate/*'], message: 'Components get state by props.' };
const noSdkClient = {
  regex: '^((\\.\\./)+|@/)sdk(/(client|endpoints|index)|/?$)',
  message: 'Components and machines never call the API; use sdk/schemas types and injected actors.',
};

const noTestSupport = {
  group: ['@/test-support', '@/test-support/*', '**/test-support/*'],
  message: 'test-support/ is for tests (server, dom and e2e), never for shipped code.',
};

// A component folder (and src/content/policies) is a module: its index.ts is the way in.
const noDeepComponentImport = {
  regex: '^@/src/(site|console|ui|content)/[^/]+/',
  message: "Import through the folder's index (`@/src/console/DataTable`), not its files.",
};
// The same for a sibling component folder; its stylesheet may be shared on purpose.
const noDeepSiblingImport = {
  regex: '^\\.\\./[A-Z][A-Za-z]*/(?!.*\\.css$)',
  message: "Import a sibling component through its folder's index (`../DataTable`).",
};

const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-server',
      // The server-rendering build (npm run build); built output, like dist/.
      'dist-ssr',
      'storybook-static',
      'data',
      'coverage',
      'test-results',
      'contracts/pacts',
      'server/db/migrations',
      'public/mockServiceWorker.js',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // Issue 47: no browser alert(), confirm() or prompt(): the console asks in its own dialog
      // (ConfirmDialog) and tells in its own regions, which tests, stories and screen readers see.
      'no-alert': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    // Folder-to-folder rules on resolved paths, so server/app.ts is not mistaken for app/.
    plugins: { 'import-x': importX },
    // The TypeScript resolver reads tsconfig.json's paths, so `@/src/console` resolves like `../`.
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: [
                './sdk',
                './src',
                './server',
                './contracts/consumer',
                './e2e',
                './bench',
                './stories',
                './.storybook',
                './test-support',
              ],
              from: './app',
              message: 'Only app/ imports app/.',
            },
            {
              target: [
                './sdk',
                './src',
                './app',
                './contracts/consumer',
                './e2e',
                './stories',
                './.storybook',
                './test-support',
              ],
              from: './server',
              message: 'Only server/ (and provider verification) imports server/.',
            },
            {
              // The demo's words (sdk/demo): the server's seed and the stories' fixtures read them,
              // never the site's or the console's code, so no bundle carries the demo's copy.
              target: [
                './app',
                './src/site',
                './src/ui',
                './src/console',
                './src/machines',
                './src/hooks',
                './src/content',
                './sdk/content',
              ],
              from: './sdk/demo',
              message:
                'The demo (sdk/demo) is for server/, src/fixtures and their tests, never site code.',
            },
            {
              target: ['./sdk', './server', './contracts', './e2e', './bench', './test-support'],
              from: './src',
              message: 'This layer must not import src/.',
            },
            {
              // The public site's containers never reach the console's (issue 35): the site's
              // bundle stays the site's, and console screens are not a dependency of a page.
              target: ['./app/site'],
              from: './app/console',
              message: 'The public site (app/site) never imports console code (app/console).',
            },
            {
              // The public pages are server-rendered and budgeted: no console code reaches them.
              target: ['./src/site', './src/ui'],
              from: './src/console',
              message: 'Public-site code never imports console code.',
            },
          ],
        },
      ],
    },
  },
  { files: ['sdk/**'], rules: restrict(noReact, noXstate, noTestSupport) },
  { files: ['server/**'], rules: restrict(noReact, noXstate, noTestSupport) },
  // Server tests may use the shared test helpers; the server itself may not.
  { files: ['server/test/**', 'server/**/*.test.ts'], rules: restrict(noReact, noXstate) },
  {
    files: ['src/{site,console,ui}/**'],
    rules: restrict(
      noXstate,
      noSdkClient,
      noTestSupport,
      noDeepComponentImport,
      noDeepSiblingImport,
    ),
  },
  {
    files: ['src/machines/**'],
    rules: restrict(noReact, noSdkClient, noTestSupport, noDeepComponentImport),
  },
  { files: ['app/**'], rules: restrict(noTestSupport, noDeepComponentImport) },
  // A component's or a container's dom test may use the shared test helpers, as server tests do.
  {
    files: ['src/{site,console,ui}/**/*.test.{ts,tsx}'],
    rules: restrict(noXstate, noSdkClient, noDeepComponentImport, noDeepSiblingImport),
  },
  { files: ['app/**/*.test.{ts,tsx}'], rules: restrict(noDeepComponentImport) },
  { files: ['stories/**'], rules: restrict(noDeepComponentImport) },
  {
    // A journey that took Playwright's own `test` would still pass, with a fresh browser context
    // and its cost (docs/testing.md, "End to end"): the kept context is e2e/fixtures.ts's.
    files: ['e2e/**/*.e2e.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Journeys take `test` from './fixtures' (one kept context per worker).",
            },
          ],
        },
      ],
    },
  },
);
