import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

// Issue 34 items 2 and 5: a tap on a call to action is never lost. Before the page's first
// script has run it follows the link to the lead page; when the modal's code cannot be had, too.

/** Holds back every request for the public pages' first script until `release` is called. */
async function holdFirstScript(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  // index.html's entry: assets/site-<hash>.js (app/vite.config.ts names the entry "site").
  await page.route(/\/assets\/site-[\w-]+\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}

test('a tap before the first script arrives follows the link and ends on the lead page', async ({
  page,
}) => {
  const firstScript = await holdFirstScript(page);
  // The HTML is parsed and painted; its script is still on its way.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect.poll(firstScript.asked).toBe(true);
  await page.getByRole('link', { name: 'Get Free Consultant' }).click();
  await expect(page).toHaveURL(/\/book-a-demo\?cta=banner%3A%20Get%20Free%20Consultant$/);
  // The form is there without any script: it is the server's HTML.
  await expect(page.getByLabel('Your Name')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Your Request' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  firstScript.release();
});

test('a tap whose modal code cannot load follows the link instead of doing nothing', async ({
  page,
}) => {
  await page.route(/\/assets\/LeadModalHost-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await page.getByRole('link', { name: 'Book a Demo' }).first().click();
  await expect(page).toHaveURL(/\/book-a-demo\?cta=header%3A%20Book%20a%20Demo$/);
  await expect(page.getByLabel('Email Address')).toBeVisible();
});

test('a tap with a modifier key opens the lead page in a new tab, as links do', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: 'Get Free Consultant' }).click({ modifiers: ['Control'] });
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/book-a-demo');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
