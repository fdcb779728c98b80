import { expect, test } from './fixtures';
import type { Browser } from '@playwright/test';
import { signIn } from './support';

// Issue 45 item 2: two visitors come from one campaign, one of them sends a lead, and the
// dashboard's "Visits and conversion" shows the campaign with 2 visitors, 1 lead, 50%.
// Playwright's own User-Agent names a headless browser, which is never counted (isBot): each
// visitor brings an ordinary browser's. Two browser families at one address are two visitors.
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const BEACON = '/api/analytics/beacon';

/** A visitor landing from the campaign's link; resolves once its page view was answered. */
async function visit(browser: Browser, userAgent: string, campaign: string) {
  const context = await browser.newContext({ userAgent });
  const site = await context.newPage();
  const counted = site.waitForResponse((r) => new URL(r.url()).pathname === BEACON);
  await site.goto(`/?utm_source=e2e-mail&utm_campaign=${campaign}`);
  expect((await counted).status()).toBe(204);
  return { context, site };
}

test('two visitors from a campaign, one lead: the dashboard shows 2 visitors, 1 lead, 50%', async ({
  page,
  browser,
}) => {
  const campaign = `conv-${Date.now()}`;
  const first = await visit(browser, CHROME, campaign);
  await first.site.getByRole('link', { name: 'Get Free Consultant' }).first().click();
  const modal = first.site.getByRole('dialog', { name: 'Ready to take your business online?' });
  await modal.getByLabel('Your Name').fill('Conversion Reader');
  await modal.getByLabel('Email Address').fill('conversion@reader.in');
  await modal.getByLabel('Mobile No').fill('9876543210');
  await modal.getByLabel('Message').fill('Came from the campaign mail.');
  await modal.getByRole('button', { name: 'Submit Your Request' }).click();
  await expect(first.site.getByText('Form Submitted Successfully!')).toBeVisible();
  await first.context.close();
  const second = await visit(browser, FIREFOX, campaign);
  await second.context.close();

  await signIn(page);
  const visits = page.getByRole('region', { name: 'Visits and conversion' });
  const breakdown = visits.getByRole('combobox', { name: 'Conversion by' });
  await expect(breakdown).toBeVisible({ timeout: 15_000 });
  await breakdown.selectOption('Campaign');
  const row = visits
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: campaign }) });
  await expect(row.getByRole('cell')).toHaveText(['2', '1', '50%']);
});
