import type { BrowserContext, BrowserContextOptions, Page, TestInfo } from '@playwright/test';

// A browser context and its page kept from one journey to the next (e2e/fixtures.ts), and what
// is undone between them. Kept on purpose: the page's renderer process, with the scripts it has
// compiled, and the context's HTTP cache (the site's and the console's scripts are content-hashed
// and cached for a year). A page in a fresh context starts a renderer and fetches and compiles
// them all again. Undone after each journey: other pages it opened, routes, its listeners, the
// page's document (about:blank), history, window.name and mouse position, every storage of each
// origin its pages showed (cookies, localStorage, sessionStorage, IndexedDB, Cache Storage,
// service workers...), permissions, extra headers, offline and geolocation. What cannot be undone
// spends the page (a new one for the next journey) or the context (closed, as before): see below.

/** The options a kept context was made with, as far as cleaning puts them back. */
export type KeptOptions = Pick<
  BrowserContextOptions,
  'baseURL' | 'extraHTTPHeaders' | 'geolocation' | 'offline' | 'permissions'
>;

export type KeptContext = {
  context: BrowserContext;
  options: KeptOptions;
  page: Page | null;
  /** Every origin a page of the context has shown a document from since the last cleaning. */
  origins: Set<string>;
  /** Set when a journey did what cleaning cannot undo in the context, or in the page. */
  spent: boolean;
  pageSpent: boolean;
  /** The context's own newCDPSession, for cleaning (a journey's use of it spends the page). */
  cdpSession: BrowserContext['newCDPSession'];
};

// Calls whose effect cleaning cannot undo: on the context they spend it, on the page the page.
const spendContext = [
  ...['addInitScript', 'exposeBinding', 'exposeFunction', 'routeWebSocket'],
  ...['setDefaultNavigationTimeout', 'setDefaultTimeout'],
];
const spendPage = [
  ...spendContext,
  ...['addLocatorHandler', 'emulateMedia', 'setExtraHTTPHeaders', 'setViewportSize'],
];

/** Replaces `target[name]` with a call that first calls `spend`. */
function spendOn(target: object, names: string[], spend: () => void) {
  for (const name of names) {
    const original: unknown = Reflect.get(target, name);
    if (typeof original !== 'function') continue;
    Object.defineProperty(target, name, {
      configurable: true,
      value: (...args: unknown[]) => {
        spend();
        return Reflect.apply(original, target, args);
      },
    });
  }
}

const keptOf = new WeakMap<BrowserContext, KeptContext>();

/** The kept record of a context, if the fixture keeps it. */
export const keptContextOf = (context: BrowserContext) => keptOf.get(context);

/** Makes `context` a kept one: it notes the origins its pages visit and what spends it. */
export function keep(context: BrowserContext, options: KeptOptions): KeptContext {
  const cdpSession = context.newCDPSession.bind(context);
  const kept: KeptContext = {
    ...{ context, options, page: null, origins: new Set<string>(), cdpSession },
    ...{ spent: false, pageSpent: false },
  };
  spendOn(context, spendContext, () => (kept.spent = true));
  // A DevTools session a journey opens may leave emulation on its page (upload-progress's slow link).
  spendOn(context, ['newCDPSession'], () => (kept.pageSpent = true));
  // page.clock is its context's clock; nothing public uninstalls it.
  const clock = Object.getOwnPropertyNames(Object.getPrototypeOf(context.clock));
  spendOn(
    context.clock,
    clock.filter((name) => name !== 'constructor'),
    () => (kept.spent = true),
  );
  context.on('page', (page) => noteOrigins(kept, page));
  keptOf.set(context, kept);
  return kept;
}

const noted = new WeakSet<Page>();
function noteOrigins(kept: KeptContext, page: Page) {
  if (noted.has(page)) return;
  noted.add(page);
  page.on('framenavigated', (frame) => {
    const { origin, protocol } = new URL(frame.url());
    if (protocol === 'http:' || protocol === 'https:') kept.origins.add(origin);
  });
}

/** The page the last journey left, or a new one. */
export async function keptPage(kept: KeptContext): Promise<Page> {
  if (kept.page && !kept.page.isClosed()) return kept.page;
  const page = await kept.context.newPage();
  noteOrigins(kept, page);
  spendOn(page, spendPage, () => (kept.pageSpent = true));
  kept.pageSpent = false;
  kept.page = page;
  return page;
}

type Listener = (...args: unknown[]) => unknown;
/** Node's EventEmitter calls, which Playwright's objects have and its types do not declare. */
type Emitter = {
  eventNames(): (string | symbol)[];
  rawListeners(name: string | symbol): Listener[];
  removeListener(name: string | symbol, listener: Listener): unknown;
};
const isEmitter = (target: object): target is Emitter =>
  ['eventNames', 'rawListeners', 'removeListener'].every(
    (name) => typeof Reflect.get(target, name) === 'function',
  );

/**
 * Notes the listeners of a kept context or page as a journey finds them; the function it answers
 * drops the ones the journey added. Answers null if they are out of reach (then nothing is kept).
 */
export function watchListeners(target: BrowserContext | Page) {
  if (!isEmitter(target)) return null;
  const listenersOf = (name: string | symbol) => new Set(target.rawListeners(name));
  const before = new Map(target.eventNames().map((name) => [name, listenersOf(name)]));
  return () => {
    for (const name of target.eventNames()) {
      for (const listener of target.rawListeners(name)) {
        if (!before.get(name)?.has(listener)) target.removeListener(name, listener);
      }
    }
  };
}

/**
 * Undoes what a passed journey left in its context; answers false when the context should be
 * closed instead (spent, or cleaning failed). A failed journey's context is closed as before, so
 * Playwright takes its failure artifacts as it did.
 */
export async function cleanForNextJourney(kept: KeptContext, testInfo: TestInfo) {
  if (kept.spent || testInfo.status !== testInfo.expectedStatus) return false;
  const { context, options } = kept;
  try {
    if (kept.pageSpent) kept.page = null;
    const others = context.pages().filter((page) => page !== kept.page);
    await Promise.all(others.map((page) => page.close()));
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    const page = kept.page ?? (await context.newPage());
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    // Nothing left running that could write again while storage is cleared.
    await page.goto('about:blank');
    await page.evaluate(() => (window.name = ''));
    await page.mouse.move(-1, -1);
    if (options.baseURL) kept.origins.add(new URL(options.baseURL).origin);
    const cdp = await kept.cdpSession(page);
    for (const origin of kept.origins) {
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    }
    await cdp.send('Page.resetNavigationHistory');
    await cdp.detach();
    kept.origins.clear();
    if (!kept.page) await page.close();
    await context.clearCookies();
    await context.clearPermissions();
    if (options.permissions?.length) await context.grantPermissions(options.permissions);
    await context.setExtraHTTPHeaders(options.extraHTTPHeaders ?? {});
    await context.setOffline(options.offline ?? false);
    await context.setGeolocation(options.geolocation ?? null);
    return true;
  } catch {
    return false;
  }
}
