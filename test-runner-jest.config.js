import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

// The test runner's Jest config with one change: stories run in Debian's Chromium
// (design.md: tools that download their own browser do not work on these machines).
const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    },
  },
};
