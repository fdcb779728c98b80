// The stories' Jest environment: jest-playwright's browser, context and page (the test runner's
// own environment), with two changes that make a story file cheaper before its first story.
//
// 1. The runner's hooks (our preVisit and postVisit, .storybook/test-runner.ts) are set on each
//    file's globals here, as its set-up file did. The environment is loaded once per worker, in
//    Node's own module system, so the runner's bundle and our hooks' modules (axe-playwright,
//    sharp, jest-image-snapshot) are evaluated once per worker, not once per test file: Jest's CPU
//    for ten small story files fell from 11.3 to 5.3 core-seconds (docs/testing.md).
// 2. A worker keeps its browser context and preview page from one file to the next
//    (workerPage.mjs says what is reset between files, and when a page is not kept).
import { getJestConfig, getTestRunnerConfig, setupPage } from '@storybook/test-runner';
import { clearForNextFile, keptPage, keepPage, dropPage } from './workerPage.mjs';

const { default: RunnerEnvironment } = await import(getJestConfig().testEnvironment);
// jest-playwright's environment, which the runner's extends by opening the preview page.
const PlaywrightEnvironment = Object.getPrototypeOf(RunnerEnvironment);
const JEST_PLAYWRIGHT = 'jest-playwright';

export default class StoryEnvironment extends PlaywrightEnvironment {
  /** Whether a story or hook of this file failed: its page is then not handed to the next file. */
  failed = false;

  async setup() {
    const kept = await keptPage();
    // With a kept page, jest-playwright makes no browser, context or page of its own.
    const options = this._config.testEnvironmentOptions[JEST_PLAYWRIGHT];
    this._config = {
      ...this._config,
      testEnvironmentOptions: {
        ...this._config.testEnvironmentOptions,
        [JEST_PLAYWRIGHT]: { ...options, skipInitialization: Boolean(kept) },
      },
    };
    await super.setup();
    if (kept) {
      Object.assign(this.global, kept);
      await clearForNextFile(kept);
    } else {
      await setupPage(this.global.page, this.global.context);
    }
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

  async handleTestEvent(event, state) {
    await super.handleTestEvent(event, state);
    if (event.name === 'test_fn_failure' || event.name === 'hook_failure') this.failed = true;
  }

  async teardown() {
    const { browser, context, page } = this.global;
    // A failed file's page may still be busy (a timed-out story's render, a hung play function):
    // it closes with the file, as before, and the next file opens its own.
    if (this.failed || !browser?.isConnected() || !page || page.isClosed()) {
      dropPage();
    } else {
      // The runner may have replaced the page (its retry after a navigation): keep the current one.
      keepPage({ browser, context, page });
      this.global.browser = undefined;
    }
    await super.teardown();
  }
}
