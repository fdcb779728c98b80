// Flat config. Import direction (design.md): app -> src, sdk; src/components import no sdk client,
// no xstate, no app; src/machines get effects injected; sdk imports no React nor src/app/server;
// server -> sdk only. Nothing imports app or server except their own entry points.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

// Relative paths only, so packages that happen to have an app/ or src/ folder are not caught.
const noApp = { regex: '^(\\.\\.?/)+(\\.\\./)*app(/|$)', message: 'Only app/ imports app/.' };
const noServer = {
  regex: '^(\\.\\.?/)+(\\.\\./)*server(/|$)',
  message: 'Only server/ imports server/.',
};
const noSrc = {
  regex: '^(\\.\\.?/)+(\\.\\./)*src/(?!.*\\.css$)',
  message: 'This layer must not import src/.',
};
const noReact = {
  group: ['react', 'react-dom', 'react/*', 'react-dom/*'],
  message: 'No React here.',
};
const noXstate = { group: ['xstate', '@xstate/*'], message: 'Components get state by props.' };
const noSdkClient = {
  regex: '^(\\.\\.?/)+(\\.\\./)*sdk(/(client|endpoints|index)|/?$)',
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
  { files: ['sdk/**'], rules: restrict(noApp, noServer, noSrc, noReact, noXstate) },
  { files: ['server/**'], rules: restrict(noApp, noSrc, noReact, noXstate) },
  // Later blocks win for the same rule, so the general src/ rule comes first.
  { files: ['src/**'], rules: restrict(noApp, noServer) },
  { files: ['src/components/**'], rules: restrict(noApp, noServer, noXstate, noSdkClient) },
  { files: ['src/machines/**'], rules: restrict(noApp, noServer, noReact, noSdkClient) },
  { files: ['contracts/**', 'e2e/**', 'bench/**'], rules: restrict(noSrc) },
);
