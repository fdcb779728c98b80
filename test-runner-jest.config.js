import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

// The test runner's Jest config with two changes: a longer per-story time limit (below), and
// stories run in Debian's Chromium
// (docs/testing.md: tools that download their own browser do not work on these machines).
const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  // Jest's 15 s per story is too short on a shared 2-core machine under load: a story that waits
  // for its own timers (StatsBand counts up after 2 s) then runs axe passed alone and timed out
  // in a loaded CI run. A story that hangs still fails.
  testTimeout: 30_000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    },
  },
};
