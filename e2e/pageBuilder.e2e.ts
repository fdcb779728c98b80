import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { signIn } from './support';

// Issue 44: an admin builds a campaign page from nothing in the console's page builder, a phone
// sees it live and the sitemap lists it; its address is renamed and the old one answers 301 to
// the new one, the campaign's query kept. Its closing band is copied from the demo's page
// (/for-coaching-institutes) and pasted in: the copy is kept by the tab, not sent anywhere.

/** A block type of the builder's list of blocks to add. */
const choice = (page: Page, name: string) =>
  page.locator('.page-builder__choice-list').getByRole('button', { name: new RegExp(`^${name}`) });

test('an admin builds a page from blocks, sees it live on a phone, then renames its address', async ({
  page,
  browser,
}) => {
  const slug = `e2e-page-${Date.now()}`;
  await signIn(page);
  await page.goto('/manage-pages');
  await page.getByLabel('Search pages').fill('For coaching institutes');
  await page.getByRole('button', { name: 'Edit For coaching institutes' }).first().click();
  await page.getByRole('button', { name: /^Copy Call-to-action band/ }).click();
  await expect(page.getByText(/^Copied “Move your next batch online this month”/)).toBeAttached();

  await page.goto('/create-new-page');
  await page.getByLabel(/^Page title/).fill('For schools');
  await page.getByLabel(/^Address/).fill(slug);

  await page.getByRole('button', { name: 'Add block' }).click();
  await choice(page, 'Hero').click();
  const hero = page.getByRole('region', { name: /1\. Hero/ });
  await hero.getByRole('textbox', { name: 'Heading' }).fill('Every class of your school, online');
  await page.getByRole('button', { name: 'Add block' }).click();
  await choice(page, 'Statistics').click();
  const stats = page.getByRole('region', { name: /2\. Statistics/ });
  await stats.getByRole('textbox', { name: 'Figure' }).first().fill('350+');
  await stats.getByRole('textbox', { name: 'Label' }).first().fill('schools');
  // The copied band goes after the selected block (the statistics), under a new id.
  await page.getByRole('button', { name: 'Paste block' }).click();
  await expect(page.getByRole('region', { name: /3\. Call-to-action band/ })).toBeVisible();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your Data Successfully Added.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/manage-pages$/);

  // A visitor on a phone.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await phone.newPage();
  const answer = await visitor.goto(`/${slug}`);
  expect(answer?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
    'Every class of your school, online',
  );
  await expect(visitor.getByText('350+')).toBeVisible();
  await expect(
    visitor.getByRole('heading', { name: 'Move your next batch online this month' }),
  ).toBeVisible();
  const width = await visitor.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  const sitemap = await (await visitor.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/${slug}</loc>`);

  // Renamed: the old address answers 301 to the new one, keeping the campaign's query.
  await page.getByLabel('Search pages').fill('For schools');
  await page.getByRole('button', { name: 'Edit For schools' }).first().click();
  await expect(page).toHaveURL(/\/update-page\//);
  await page.getByLabel(/^Address/).fill(`${slug}-2026`);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Your Data Successfully Updated.').first()).toBeVisible();
  const moved = await visitor.request.get(`/${slug}?utm_campaign=spring`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/${slug}-2026?utm_campaign=spring`);
  await visitor.goto(`/${slug}?utm_campaign=spring`);
  await expect(visitor).toHaveURL(new RegExp(`/${slug}-2026\\?utm_campaign=spring$`));
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await phone.close();
});
