import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';
import { checkA11y, configureAxe, injectAxe } from 'axe-playwright';

// Every story is checked with axe after its play function ran, so opened menus, dialogs and
// error states are checked too. Any violation fails the story.
const config: TestRunnerConfig = {
  async preVisit(page) {
    await injectAxe(page);
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    // A story may opt out only with a reason in its parameters (none does today).
    if (story.parameters?.a11y?.disable === true) return;
    await configureAxe(page, { rules: story.parameters?.a11y?.config?.rules ?? [] });
    await checkA11y(page, '#storybook-root', {
      detailedReport: true,
      verbose: false,
      detailedReportOptions: { html: true },
      axeOptions: { resultTypes: ['violations'] },
    });
  },
  tags: { skip: ['skip-test'] },
};

export default config;
