// Flat config. Import direction (design.md): app -> src, sdk; src/components import no sdk client,
// no xstate, no app; src/machines get effects injected; sdk imports no React nor src/app/server;
// server -> sdk only. Nothing imports app or server except their own entry points.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';

const noReact = {
  group: ['react', 'react-dom', 'react/*', 'react-dom/*'],
  message: 'No React here.',
};
const noXstate = { group: ['xstate', '@xstate/*'], message: 'Components get state by props.' };
const noSdkClient = {
  regex: '^(\\.\\./)+sdk(/(client|endpoints|index)|/?$)',
  message: 'Components and machines never call the API; use sdk/schemas types and injected actors.',
};

const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
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
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
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
              ],
              from: './server',
              message: 'Only server/ (and provider verification) imports server/.',
            },
            {
              target: ['./sdk', './server', './contracts', './e2e', './bench'],
              from: './src',
              message: 'This layer must not import src/.',
            },
          ],
        },
      ],
    },
  },
  { files: ['sdk/**'], rules: restrict(noReact, noXstate) },
  { files: ['server/**'], rules: restrict(noReact, noXstate) },
  { files: ['src/components/**'], rules: restrict(noXstate, noSdkClient) },
  { files: ['src/machines/**'], rules: restrict(noReact, noSdkClient) },
);
