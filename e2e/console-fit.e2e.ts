import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { signIn } from './support';

// Every console screen fits the window at a laptop's 1366 px and a phone's 390 px: nothing pans
// the page sideways (a wide table scrolls inside its own box) (issue 36 items 5 and 10).

const screens = [
  '/dashboard',
  '/leads',
  '/site-settings',
  '/course',
  '/business-online',
  '/launch',
  '/home',
  '/e-learning',
  '/why-choose-us',
  '/create-new-feature-tab',
  '/manage-feature-tabs',
  '/create-new-faq',
  '/manage-faqs',
  '/create-new-client',
  '/manage-client',
  '/create-new-testimonial',
  '/manage-testimonials',
  '/edit-privacy-policy',
  '/edit-terms',
  '/edit-refund-policy',
  '/users',
  '/audit-log',
  '/account',
  '/more',
];

/** How far the page reaches past the window's right edge, in CSS pixels (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const width of [1366, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 1000 ? 900 : 844 } });

    test('no console screen scrolls the page sideways', async ({ page }) => {
      test.setTimeout(180_000);
      await signIn(page);
      for (const path of screens) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Wait for the screen's data (its loading line goes) before measuring.
        await expect(page.getByText(/^Loading/)).toHaveCount(0);
        expect(await overflow(page), path).toBeLessThanOrEqual(0);
      }
    });
  });
}

test.describe('the leads table at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('shows every column, the Open buttons included, without scrolling', async ({ page }) => {
    await signIn(page);
    await page.goto('/leads');
    const table = page.getByRole('table', { name: 'Leads' });
    await expect(table).toBeVisible();
    // Measured in the console's own Inter (src/console/inter.css), not a fallback still drawn.
    const inter = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].some(
        (face) => face.family === 'Inter' && face.status === 'loaded',
      );
    });
    expect(inter, 'the console loaded its Inter (served, allowed by its CSP)').toBe(true);
    const box = page.getByRole('region', { name: 'Leads' });
    const sizes = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
    await expect(table.getByRole('columnheader', { name: 'Action' })).toBeInViewport();
  });
});
