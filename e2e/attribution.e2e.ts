import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { screenshot, signIn } from './support';

/** The dashboard's "Leads by source" count for one source (0 when it is not listed). */
async function sourceCount(page: Page, source: string): Promise<number> {
  await page.goto('/dashboard');
  const figure = page.getByRole('figure', { name: 'Leads by source' });
  // The chart's sentence: no leads, or how many groups (one, a largest, or a tie).
  await expect(figure.getByText(/No leads in this range|^\d+ groups?\b/)).toBeVisible();
  // A dashboard without leads yet (this journey run on its own) has no table to show.
  if (await figure.getByText(/No leads in this range/).isVisible()) return 0;
  await figure.getByText('Show the numbers as a table').click();
  const row = figure
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: source }) });
  if ((await row.count()) === 0) return 0;
  return Number((await row.getByRole('cell').textContent())?.replace(/\D/g, ''));
}

test('a campaign visitor leads from the banner; the admin sees where the lead came from', async ({
  page,
  browser,
}) => {
  const name = `Spring Newsletter Reader ${Date.now()}`;
  await signIn(page);
  const before = await sourceCount(page, 'newsletter');

  // The visitor: a fresh browser (own sessionStorage), arriving from the newsletter's link.
  const visitor = await browser.newContext();
  const site = await visitor.newPage();
  await site.goto('/?utm_source=newsletter&utm_campaign=spring');
  await site.getByRole('link', { name: 'Privacy Policies' }).click();
  await expect(site.getByRole('heading', { level: 1, name: /privacy/i })).toBeVisible();
  // A full page load without the parameters: the visit still remembers its campaign.
  await site.goto('/');
  await site.getByRole('link', { name: 'Get Free Consultant' }).click();
  const modal = site.getByRole('dialog', { name: 'Ready to take your business online?' });
  await modal.getByLabel('Your Name').fill(name);
  await modal.getByLabel('Email Address').fill('reader@newsletter.in');
  await modal.getByLabel('Mobile No').fill('9876543210');
  await modal.getByLabel('Message').fill('Saw the spring offer in your newsletter.');
  await modal.getByRole('button', { name: 'Submit Your Request' }).click();
  await expect(site.getByText('Form Submitted Successfully!')).toBeVisible();
  // Nothing about the visit went into a cookie.
  expect(await visitor.cookies()).toEqual([]);
  await visitor.close();

  // The admin: the inbox filtered by source and campaign shows the lead and where it came from.
  await page.goto('/leads');
  await page.getByLabel('Source').fill('newsletter');
  await page.getByLabel('Campaign').fill('spring');
  await page.getByLabel('Search leads').fill(name);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('1 to 1 of 1')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.locator('.leads-table__source')).toHaveText(
    'newsletterspringbanner: Get Free Consultant',
  );
  await row.getByRole('button', { name: `Open lead from ${name}` }).click();
  const origin = page
    .getByRole('dialog', { name })
    .getByRole('region', { name: 'Where it came from' });
  await expect(origin).toContainText('Call to actionbanner: Get Free Consultant');
  await expect(origin).toContainText('Page/');
  await expect(origin).toContainText('Sourcenewsletter');
  await expect(origin).toContainText('Campaignspring');
  await screenshot(page, 'admin-lead-attribution');
  await page.keyboard.press('Escape');

  expect(await sourceCount(page, 'newsletter')).toBe(before + 1);
  await screenshot(page, 'admin-dashboard-charts');
});
