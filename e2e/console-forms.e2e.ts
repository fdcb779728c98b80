import { expect, test } from './fixtures';
import { signIn } from './support';

// The console's forms as an editor meets them (issue 36 items 1-3 and 10): single-line inputs
// keep their height, a refused save puts the focus on the first problem, and unsaved changes are
// not lost without a word.

for (const width of [1366, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 1000 ? 900 : 844 } });

    test('single-line inputs keep their height beside a tall Markdown editor', async ({ page }) => {
      await signIn(page);
      await page.goto('/edit-privacy-policy');
      for (const label of [/^Page Title/, /^Last Updated/]) {
        const box = await page.getByLabel(label).boundingBox();
        expect(box?.height, String(label)).toBeLessThan(60);
      }
      await page.goto('/site-settings');
      for (const label of [/^Google Play Link/, /^App Store Link/, /^Tagline/]) {
        const box = await page.getByLabel(label).boundingBox();
        expect(box?.height, String(label)).toBeLessThan(60);
      }
    });

    test('a refused save names its problems at the top and focuses the first field', async ({
      page,
    }) => {
      await signIn(page);
      await page.goto('/site-settings');
      await page.getByLabel(/^Support Phone/).fill('');
      await page.getByLabel(/^Sales E-mail/).fill('sales-at-example');
      await page.getByRole('button', { name: 'Update' }).click();
      const summary = page.getByRole('alert').filter({ hasText: 'All fields are required.' });
      await expect(summary).toBeVisible();
      await expect(summary.getByRole('link', { name: /Support Phone/ })).toBeVisible();
      await expect(page.getByLabel(/^Support Phone/)).toBeFocused();
      await expect(page.getByLabel(/^Support Phone/)).toBeInViewport();
      // The summary's link to the second problem goes there.
      await summary.getByRole('link', { name: /Sales E-mail/ }).click();
      await expect(page.getByLabel(/^Sales E-mail/)).toBeFocused();
    });

    test('leaving a changed form asks first', async ({ page }) => {
      await signIn(page);
      await page.goto('/site-settings');
      const tagline = page.getByLabel(/^Tagline/);
      await tagline.fill(`Changed and not saved ${Date.now()}`);
      const value = await tagline.inputValue();
      await page.getByRole('link', { name: 'More' }).click();
      const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
      await expect(ask).toBeVisible();
      await ask.getByRole('button', { name: 'Stay on this page' }).click();
      await expect(page).toHaveURL(/\/site-settings/);
      await expect(tagline).toHaveValue(value);
      await page.getByRole('link', { name: 'More' }).click();
      await page
        .getByRole('dialog', { name: 'Leave without saving?' })
        .getByRole('button', { name: 'Leave without saving' })
        .click();
      await expect(page).toHaveURL(/\/more$/);
    });
  });
}
