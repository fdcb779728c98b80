import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// e2e/fixtures.ts keeps a worker's context and page from one journey to the next and cleans them
// in between (e2e/keptContext.ts). What the first journey here leaves behind, the second must not
// find: it sees what a page in a fresh context sees. The last two: a context a journey made itself
// is closed when the journey ends (fixtures.ts, closeOwnContexts). All run in order, in one worker.

/** What a journey could find of an earlier one, read in the page at the site's robots.txt. */
async function leftovers(page: Page) {
  const headers: Record<string, string>[] = [];
  page.on('request', async (request) => headers.push(await request.allHeaders()));
  const answer = await page.goto('/robots.txt');
  const seen = await page.evaluate(async () => ({
    local: localStorage.length,
    session: sessionStorage.length,
    cookies: document.cookie,
    name: window.name,
    history: history.length,
    databases: (await indexedDB.databases()).map((database) => database.name),
    caches: await caches.keys(),
    clipboard: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName }))
      .state,
    // A dialog nobody listens for is dismissed; a listener left behind would answer it.
    // eslint-disable-next-line no-alert
    prompt: prompt('Anyone there?'),
    body: document.body.innerText.slice(0, 40),
  }));
  return { ...seen, status: answer?.status(), leftHeader: headers[0]?.['x-left-behind'] };
}

let firstPage: Page | undefined;

test('a journey leaves behind everything a page and its context can keep', async ({
  page,
  context,
  baseURL,
}) => {
  firstPage = page;
  await page.goto('/robots.txt');
  await page.evaluate(async () => {
    localStorage.setItem('left', 'behind');
    sessionStorage.setItem('left', 'behind');
    document.cookie = 'left=behind; path=/';
    window.name = 'left behind';
    await new Promise((resolve, reject) => {
      const opening = indexedDB.open('left-behind');
      opening.onsuccess = () => resolve(opening.result.close());
      opening.onerror = () => reject(opening.error);
    });
    await caches.open('left-behind');
    history.pushState(null, '', '/robots.txt?left=behind');
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await context.setExtraHTTPHeaders({ 'x-left-behind': 'yes' });
  await context.route('**/robots.txt', (route) => route.fulfill({ body: 'routed' }));
  await page.route('**/robots.txt', (route) => route.fulfill({ body: 'routed' }));
  page.on('dialog', (dialog) => void dialog.accept('left behind'));
  await context.newPage();
  // All of it is there before the journey ends.
  expect(await leftovers(page)).toMatchObject({
    ...{ local: 1, session: 1, name: 'left behind', prompt: 'left behind', body: 'routed' },
    ...{ databases: ['left-behind'], caches: ['left-behind'], leftHeader: 'yes' },
  });
  await context.setOffline(true);
});

test('the next journey finds none of it, in the same page', async ({ page, context, browser }) => {
  // The page is kept (else this journey would prove nothing about cleaning)...
  expect(page).toBe(firstPage);
  expect(context.pages()).toEqual([page]);
  expect(page.url()).toBe('about:blank');
  // ...and it sees what a page of a fresh context sees.
  const fresh = await browser.newContext();
  const expected = await leftovers(await fresh.newPage());
  await fresh.close();
  expect(expected).toMatchObject({ local: 0, cookies: '', status: 200, prompt: null });
  expect(await leftovers(page)).toEqual(expected);
});

let ownContext: BrowserContext | undefined;

test('a journey opens a context of its own and leaves it open', async ({ browser }) => {
  ownContext = await browser.newContext();
  await (await ownContext.newPage()).goto('/robots.txt');
  expect(browser.contexts()).toContain(ownContext);
});

test('the next journey finds that context closed', async ({ browser }) => {
  expect(ownContext).toBeDefined();
  expect(browser.contexts()).not.toContain(ownContext);
  expect(ownContext?.pages()).toEqual([]);
});
