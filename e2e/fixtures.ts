import { test as base } from '@playwright/test';
import { cleanForNextJourney, keep, keptContextOf, keptPage, watchListeners } from './keptContext';
import type { KeptContext } from './keptContext';

export { expect } from '@playwright/test';

// The journeys' `test`: one browser context and page per worker and set of context options,
// kept from one journey to the next and cleaned between them (e2e/keptContext.ts). In a fresh
// context each journey's page started a renderer that fetched and compiled the site's and the
// console's scripts again (docs/testing.md, "End to end", has the figures). A journey that needs
// a browser of its own still calls `browser.newContext()`.

/** Everything a test's options put into its context: equal keys can share one context. */
type OptionKey = string;

export const test = base.extend<
  { closeOwnContexts: void },
  { keptContexts: Map<OptionKey, KeptContext> }
>({
  // Playwright closes the context it made for a test, not those the test made itself with
  // `browser.newContext()` (a visitor, an editor, a phone): those stayed open, with their pages,
  // until the worker ended, so every journey after one that left a landing page open paid for
  // its carousels and timers. Each journey's own contexts are closed when it ends.
  closeOwnContexts: [
    async ({ browser, keptContexts }, hand) => {
      const before = new Set(browser.contexts());
      await hand();
      const kept = new Set([...keptContexts.values()].map(({ context }) => context));
      const own = browser.contexts().filter((c) => !before.has(c) && !kept.has(c));
      await Promise.all(own.map((context) => context.close()));
    },
    { auto: true },
  ],

  keptContexts: [
    // Made in the worker's browser, so closed before it.
    async ({ browser }, hand) => {
      const kept = new Map<OptionKey, KeptContext>();
      await hand(kept);
      if (!browser.isConnected()) return;
      await Promise.all([...kept.values()].map(({ context }) => context.close()));
    },
    { scope: 'worker' },
  ],

  context: async (
    {
      browser,
      keptContexts,
      acceptDownloads,
      bypassCSP,
      clientCertificates,
      colorScheme,
      contextOptions,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      proxy,
      reducedMotion,
      screen,
      serviceWorkers,
      storageState,
      timezoneId,
      userAgent,
      viewport,
      baseURL,
    },
    hand,
    testInfo,
  ) => {
    // Playwright fills a context made during a test with the test's options itself; these only
    // say which kept context, if any, was made with the same ones.
    const options = {
      ...{ acceptDownloads, bypassCSP, clientCertificates, colorScheme, contextOptions },
      ...{ deviceScaleFactor, extraHTTPHeaders, forcedColors, geolocation, hasTouch },
      ...{ httpCredentials, ignoreHTTPSErrors, isMobile, javaScriptEnabled, locale, offline },
      ...{ permissions, proxy, reducedMotion, screen, serviceWorkers, timezoneId, userAgent },
      ...{ viewport, baseURL },
    };
    // A stored state is loaded when a context is made, and cleaning would wipe it.
    if (storageState !== undefined) {
      const fresh = await browser.newContext();
      await hand(fresh);
      await fresh.close();
      return;
    }
    const key: OptionKey = JSON.stringify(options);
    const kept = keptContexts.get(key) ?? keep(await browser.newContext(), options);
    keptContexts.set(key, kept);
    const dropListeners = watchListeners(kept.context);
    if (!dropListeners) kept.spent = true;
    await hand(kept.context);
    dropListeners?.();
    // Closing the context was the old way to end a journey; a spent or failed one still ends so.
    if (!(await cleanForNextJourney(kept, testInfo))) {
      keptContexts.delete(key);
      await kept.context.close();
    }
  },

  page: async ({ context }, hand) => {
    const kept = keptContextOf(context);
    if (!kept) {
      await hand(await context.newPage());
      return;
    }
    const page = await keptPage(kept);
    const dropListeners = watchListeners(page);
    if (!dropListeners) kept.pageSpent = true;
    await hand(page);
    dropListeners?.();
  },
});
