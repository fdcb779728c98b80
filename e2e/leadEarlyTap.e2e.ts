import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { adminToken } from './support';

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
  // A new tab starts at about:blank and its load state can be that page's (a loaded run failed on it, 2026-12-04):
  // wait for the lead page itself.
  await tab.waitForURL((url) => url.pathname === '/book-a-demo');
  expect(new URL(tab.url()).pathname).toBe('/book-a-demo');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a submit pressed before the lead code has come waits for it, then sends the lead once', async ({
  page,
  request,
}) => {
  // The modal's machine (schema, call, toasts) is held back: the view alone is there.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/leadModalMachineHost-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const name = `Early Sender ${Date.now()}`;
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Free Consultant' }).click();
  const modal = page.getByRole('dialog', { name: 'Ready to take your business online?' });
  await modal.getByLabel('Your Name').fill(name);
  await modal.getByLabel('Email Address').fill('early@sender.in');
  await modal.getByLabel('Mobile No').fill('9876543210');
  await modal.getByLabel('Message').fill('Sent before the page was ready.');
  await modal.getByRole('button', { name: 'Submit Your Request' }).click();
  await expect(modal.getByRole('button', { name: 'Submit Your Request' })).toBeDisabled();

  release();
  await expect(page.getByText('Form Submitted Successfully!')).toBeVisible();
  await expect(modal).toBeHidden();
  const token = await adminToken(request);
  const leads = await request.post('/api/leads/getall', {
    headers: { 'x-admin-token': token },
    data: { search: name },
  });
  const page1 = (await leads.json()) as { data: { items: { cta: string }[] } };
  expect(page1.data.items.map((lead) => lead.cta)).toEqual(['banner: Get Free Consultant']);
});
