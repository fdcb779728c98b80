import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { signIn } from './support';

// Issue 44 (2): `/` is a page of blocks. An editor opens its layout in the page builder, hides the
// client logos and moves the FAQ up; a visitor's `/` follows, hydrated without a console message;
// then the editor puts it back, and `/` shows its twelve sections in their first order again.

/** The ids of `/`'s section headings, in the page's order. */
const headings = (page: Page) =>
  page.locator('main section :is(h1, h2)[id]').evaluateAll((els) => els.map((el) => el.id));

const DEFAULT_ORDER = [
  'banner-title',
  'client-strip-title',
  'e-learning-title',
  'service-title',
  'why-title',
];

test('an editor hides a section of / and moves one up; a visitor sees it; the editor puts it back', async ({
  page,
  browser,
}) => {
  const visitor = await browser.newPage();
  const messages: string[] = [];
  visitor.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  await visitor.goto('/');
  expect((await headings(visitor)).slice(0, 5)).toEqual(DEFAULT_ORDER);

  await signIn(page);
  await page.goto('/manage-home-page');
  const builder = page.getByRole('group', { name: 'Blocks' });
  await expect(builder.getByText('Always first')).toBeVisible();
  await builder.getByRole('button', { name: /^Hide .*Client logos/ }).click();
  await builder.getByRole('button', { name: /^Up .*FAQ/ }).click();
  await page.getByRole('button', { name: /^(Save|Update)$/ }).click();
  await expect(page.getByText(/Your Data Successfully (Added|Updated)\./).first()).toBeVisible();

  await visitor.reload();
  const shown = await headings(visitor);
  expect(shown).not.toContain('client-strip-title');
  expect(shown.indexOf('faq-title')).toBeLessThan(shown.indexOf('feature-title'));
  // Hydrated (the tabs answer a press) with nothing said in the console.
  await visitor.getByRole('tab').nth(1).click();
  await expect(visitor.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
  expect(messages.filter((m) => /^(error|warning)/.test(m))).toEqual([]);

  // Put `/` back for the journeys after this one: the stored layout is now the page's record.
  await page.goto('/manage-home-page');
  await expect(page).toHaveURL(/\/update-page\//);
  await builder.getByRole('button', { name: /^Show .*Client logos/ }).click();
  await builder.getByRole('button', { name: /^Down .*FAQ/ }).click();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Your Data Successfully Updated.').first()).toBeVisible();
  await visitor.reload();
  expect((await headings(visitor)).slice(0, 5)).toEqual(DEFAULT_ORDER);
  await visitor.close();
});
