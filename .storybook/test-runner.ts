import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';
import { configureAxe, injectAxe } from 'axe-playwright';
import type { getViolations } from 'axe-playwright';
import type { Page } from 'playwright';
import { compareWithBaseline } from './visual/capture.ts';
import { noBaseline } from './visual/exclusions.ts';
import { comeToRest, findSidewaysOverflow, releaseToasts } from './visual/inPage.ts';
import { captureViewports, declaredViewport, sizeOf } from './visual/viewports.ts';
import type { ViewportName, VisualParameters } from './visual/viewports.ts';

type StoryContext = Awaited<ReturnType<typeof getStoryContext>>;
type ViewportOptions = Parameters<typeof sizeOf>[1];

const optionsOf = (story: StoryContext) =>
  story.parameters?.viewport?.options as ViewportOptions | undefined;

const resize = (page: Page, story: StoryContext, name: ViewportName) =>
  page.setViewportSize(sizeOf(name, optionsOf(story)));

/** No width may make the page pan sideways or push a box past the screen's edge. */
async function checkOverflow(page: Page, viewport: ViewportName) {
  const problems = await page.evaluate(findSidewaysOverflow);
  if (problems.length === 0) return;
  throw new Error(
    `At the ${viewport} width, content overflows sideways:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  );
}

/**
 * How long a story may take to come to rest before a capture, and how long at rest counts.
 * A story at rest passes as soon as it is, so the limit costs only a story that never rests.
 * 5 s was too short under CI's load (the stories' three browsers beside the unit suite on two
 * cores): Pages/Console/Content's Loaded, the first story of its file (fonts, images and MSW's
 * first answers all in that window), and the landing page's carousels each failed one run.
 */
const REST_LIMIT_MS = 15_000;
const REST_QUIET_MS = 100;

/**
 * The page at rest before a capture (inPage.ts, comeToRest): the pointer off the page (a hover
 * left from an earlier story, or from where the mouse happened to be, is gone), focus reset
 * unless the story is about focus, toasts held, fonts and images loaded, animations ended, and
 * nothing changing. A story that never comes to rest fails with what kept changing.
 */
async function bringToRest(page: Page, id: string, visual: VisualParameters | undefined) {
  await page.mouse.move(-1, -1);
  const unrest = await page.evaluate(comeToRest, {
    keepFocus: visual?.focus === 'kept',
    limitMs: REST_LIMIT_MS,
    quietMs: REST_QUIET_MS,
  });
  if (unrest === null) return;
  throw new Error(
    `${id} never came to rest for its capture: ${unrest}. Make it hold still, or give the reason ` +
      'it cannot in .storybook/visual/exclusions.ts.',
  );
}

// A test file's stories render one after another in one page (the test runner's), so axe is
// injected once per page, not once per story (about 130 ms each), and reset before each story
// so one story's rule settings never carry over to the next.
type Violations = Awaited<ReturnType<typeof getViolations>>;
type AxeContext = { include: Element; exclude: string[] };
type AxeWindow = {
  axe?: {
    reset(): void;
    run(
      context: AxeContext,
      options: { resultTypes: string[] },
    ): Promise<{ violations: Violations }>;
  };
};
async function prepareAxe(page: Page) {
  const present = await page.evaluate(() => Boolean((window as AxeWindow).axe));
  if (!present) await injectAxe(page);
}

/**
 * What the a11y addon checks (its own axe run, below): the whole document but Storybook's own
 * elements, so a dialog or toast rendered outside the story's root is checked too; and without
 * the `region` rule, since a component alone is not in a page's landmarks.
 */
const ADDON_EXCLUDES = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];
const ADDON_DISABLED_RULES = [{ id: 'region', enabled: false }];

type ChannelWindow = {
  __STORYBOOK_ADDONS_CHANNEL__?: {
    emit(event: string, payload: unknown): void;
    once(event: string, listener: () => void): void;
  };
  __addonAxeOff?: boolean;
};

/**
 * The a11y addon runs axe after every story for its panel, with every passing node detailed, and
 * the test runner fails a story on the violations it reports. checkAccessibility (below) checks
 * the same document after the captures, so in the test runner the addon's run is turned off, as
 * its panel's "manual" switch does (the `a11y.manual` global): once per page, since globals
 * outlive a story. Two axe runs a story were about a fifth of the stories' JavaScript time.
 */
async function turnOffAddonAxe(page: Page) {
  await page.evaluate(async () => {
    const own = window as unknown as ChannelWindow;
    if (own.__addonAxeOff) return;
    const channel = own.__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) throw new Error("Storybook's channel is not in the page");
    await new Promise<void>((done) => {
      channel.once('globalsUpdated', done);
      channel.emit('updateGlobals', { globals: { a11y: { manual: true } } });
    });
    own.__addonAxeOff = true;
  });
}

/** Every violation named with its rule, help link and elements, so the fix is clear from the log. */
async function checkAccessibility(page: Page, story: StoryContext) {
  await page.evaluate(() => (window as AxeWindow).axe?.reset());
  await configureAxe(page, {
    rules: [...ADDON_DISABLED_RULES, ...(story.parameters?.a11y?.config?.rules ?? [])],
  });
  // Only the violations leave the page: axe then details no passing node (resultTypes), and the
  // passes, most of a run's result, are not sent over the protocol to be thrown away. In 91
  // stories axe took 9.8 s instead of 20.9 s.
  const violations = await page.evaluate(async (exclude) => {
    const axe = (window as AxeWindow).axe;
    if (!axe) throw new Error('axe is not in the page');
    const context = { include: document.body, exclude };
    return (await axe.run(context, { resultTypes: ['violations'] })).violations;
  }, ADDON_EXCLUDES);
  if (violations.length === 0) return;
  const report = violations
    .map((v) => {
      const targets = v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n');
      return `- ${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n  ${v.helpUrl}\n${targets}`;
    })
    .join('\n');
  throw new Error(`axe found ${violations.length} accessibility violation(s):\n${report}`);
}

// The story's context, read once before it renders and used again after (about 45 ms a read).
const contexts = new Map<string, StoryContext>();

// The test runner opens the bare preview iframe, where the viewport toolbar does nothing; so a
// story's viewport (`globals: { viewport: { value: 'narrow' } }`) is applied to the page here,
// and every other story runs at the desktop width.
const config: TestRunnerConfig = {
  async preVisit(page, context) {
    const story = await getStoryContext(page, context);
    contexts.set(context.id, story);
    await resize(page, story, declaredViewport(story.storyGlobals));
    // Motion is off (carousels still, count-ups at their end, no transitions) unless the story
    // tests the motion itself: `parameters: { motion: 'allowed' }`.
    const motion = story.parameters?.motion === 'allowed' ? 'no-preference' : 'reduce';
    await page.emulateMedia({ reducedMotion: motion });
    await prepareAxe(page);
    await turnOffAddonAxe(page);
  },
  // After the play function: for each width the story is captured at, the overflow check and the
  // comparison with its baseline; then axe at the story's own width, so opened menus, dialogs and
  // error states are checked too. Any violation fails the story.
  async postVisit(page, context) {
    const story = contexts.get(context.id) ?? (await getStoryContext(page, context));
    contexts.delete(context.id);
    const declared = declaredViewport(story.storyGlobals);
    const visual = story.parameters?.visual as VisualParameters | undefined;
    const viewports = captureViewports(declared, visual);
    const captured = !noBaseline[context.id];
    try {
      for (const viewport of viewports) {
        if (viewport !== declared) await resize(page, story, viewport);
        if (captured) await bringToRest(page, context.id, visual);
        await checkOverflow(page, viewport);
        if (captured) {
          const settle = () => bringToRest(page, context.id, visual);
          await compareWithBaseline(page, context, viewport, settle, visual?.fullPage);
        }
      }
      if (viewports.length > 1) {
        await resize(page, story, declared);
        if (captured) await bringToRest(page, context.id, visual);
      }
    } finally {
      await page.evaluate(releaseToasts);
    }
    await checkAccessibility(page, story);
  },
  tags: { skip: ['skip-test'] },
};

export default config;
