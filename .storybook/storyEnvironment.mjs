// The stories' Jest environment: the test runner's own (jest-playwright's browser, context and
// page, and the preview page set up), plus what the runner's set-up file did in every test file:
// its hooks (our preVisit and postVisit, .storybook/test-runner.ts) on the file's globals. The
// environment is loaded once per worker, in Node's own module system, so the runner's bundle and
// our hooks' modules (axe-playwright, sharp, jest-image-snapshot) are evaluated once per worker,
// not once per test file as the set-up file imported them into each file's module registry:
// Jest's CPU for ten small story files fell from 11.3 to 5.3 core-seconds (docs/testing.md).
import { getJestConfig, getTestRunnerConfig, setupPage } from '@storybook/test-runner';

const { default: RunnerEnvironment } = await import(getJestConfig().testEnvironment);

export default class StoryEnvironment extends RunnerEnvironment {
  async setup() {
    await super.setup();
    const config = (await getTestRunnerConfig(process.env.STORYBOOK_CONFIG_DIR)) ?? {};
    // The globals the runner's generated tests call (its jest-setup.js set the same ones).
    this.global.__sbPreVisit = config.preVisit;
    this.global.__sbPostVisit = config.postVisit;
    this.global.__sbSetupPage = setupPage;
    this.global.__sbCollectCoverage = process.env.STORYBOOK_COLLECT_COVERAGE === 'true';
    // Our hooks run in this realm, where Jest's `expect` is not a global: a capture reads the
    // running test's snapshot state through this (capture.ts). A worker runs one file at a time.
    globalThis.__storyExpect = () => this.global.expect;
  }
}
