import { availableParallelism } from 'node:os';
import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, testChromiumPath } from './scripts/chromium.mjs';

// The test runner's Jest config with these changes: a longer per-story time limit (below), stories
// run in Debian's Chromium (docs/testing.md: tools that download their own browser do not work on
// these machines), and a browser set up to paint the same pixels every run (visual baselines).
const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  // The runner's hooks set once per worker by our environment, not by its set-up file in every
  // test file (.storybook/storyEnvironment.mjs says why).
  testEnvironment: '<rootDir>/.storybook/storyEnvironment.mjs',
  setupFilesAfterEnv: testRunnerConfig.setupFilesAfterEnv.filter(
    (file) => !file.endsWith('jest-setup.js'),
  ),
  // Jest's 15 s per story is too short on a shared 2-core machine under load: a story that waits
  // for its own timers (StatsBand counts up after 2 s) then runs axe passed alone and timed out
  // in a loaded CI run. A story that hangs still fails.
  // Issue 48: with the machine at load 20 (eight people's tests on two cores), the landing page's
  // three widths (render, rest, full-page screenshots of 3-4 s each) took over 30 s; beside two
  // other story files at load 7-13 its Default story went past 60 s, while alone it takes 20 s.
  // Every wait inside a capture is bounded (inPage.ts), so this only gives a slow story room.
  testTimeout: 120_000,
  // One worker per core, at least two. A story spends most of its time waiting on the browser:
  // on the 2-core CI machine three workers ran the stories in 266 s instead of 517 s with Jest's
  // default of one. Two were as fast as three alone and used 11-21% less CPU (three pairs of
  // runs, docs/testing.md "Time"), and beside the unit suite CPU is what `npm test` waits for.
  // TEST_STORY_WORKERS overrides it.
  maxWorkers: Number(process.env.TEST_STORY_WORKERS) || Math.max(2, availableParallelism()),
  // Each failed file and its messages, for scripts/test-stories.mjs's one retry of a hung page.
  reporters: [...(testRunnerConfig.reporters ?? []), '<rootDir>/scripts/storyFailuresReporter.mjs'],
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      // One browser for the whole run, started by the runner before the first file: each file
      // gets its own context (its own storage and service worker) in it, instead of a browser
      // launched and closed per file (124 launches: about 10% of the stories' CPU).
      launchType: 'SERVER',
      launchOptions: {
        executablePath: testChromiumPath,
        // sRGB whatever the machine's display profile, and glyph outlines without hinting, so text
        // is drawn the same on every machine with the same fonts (.ci/run installs them). Whole
        // tiles drawn again on a change, not only the changed part: with partial raster an edge
        // at a fractional position was anti-aliased by what had been drawn before it, so six
        // captures differed from one screenshot to the next (docs/testing.md, "Visual baselines").
        args: [
          ...chromiumArgs,
          '--force-color-profile=srgb',
          '--font-render-hinting=none',
          '--disable-partial-raster',
        ],
      },
      // One locale, time zone and pixel density everywhere; motion reduced from the first paint
      // (.storybook/test-runner.ts lets a story that tests motion turn it back on).
      contextOptions: {
        locale: 'en-US',
        timezoneId: 'UTC',
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      },
    },
  },
};
