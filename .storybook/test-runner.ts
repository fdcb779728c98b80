import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';
import { configureAxe, getViolations, injectAxe } from 'axe-playwright';

type ViewportOption = { styles?: { width?: string; height?: string } };
const defaultViewport = { width: 1280, height: 800 };

const px = (value: string | undefined, fallback: number) =>
  value?.endsWith('px') ? Number.parseInt(value, 10) : fallback;

// The test runner opens the bare preview iframe, where the viewport toolbar does nothing; so a
// story's viewport (`globals: { viewport: { value: 'narrow' } }`) is applied to the page here.
const config: TestRunnerConfig = {
  async preVisit(page, context) {
    const story = await getStoryContext(page, context);
    // loadStory gives the prepared story: story-level globals sit in `storyGlobals`.
    const name = (story.storyGlobals?.viewport as { value?: string } | undefined)?.value;
    const options = story.parameters?.viewport?.options as
      Record<string, ViewportOption> | undefined;
    const chosen = name ? options?.[name]?.styles : undefined;
    await page.setViewportSize({
      width: px(chosen?.width, defaultViewport.width),
      height: px(chosen?.height, defaultViewport.height),
    });
    await injectAxe(page);
  },
  // Every story is checked with axe after its play function ran, so opened menus, dialogs and
  // error states are checked too. Any violation fails the story.
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    await configureAxe(page, { rules: story.parameters?.a11y?.config?.rules ?? [] });
    const violations = await getViolations(page, '#storybook-root');
    if (violations.length === 0) return;
    // The failure names each rule, its help text and the offending elements, so the fix is
    // clear from the test output alone.
    const report = violations
      .map((v) => {
        const targets = v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n');
        return `- ${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n  ${v.helpUrl}\n${targets}`;
      })
      .join('\n');
    throw new Error(`axe found ${violations.length} accessibility violation(s):\n${report}`);
  },
  tags: { skip: ['skip-test'] },
};

export default config;
