import { expect, test } from './fixtures';
import { ADMIN } from './support';

// What a person reads (issue 36 items 2, 4 and 10): a wrong password told under the form (no
// browser alert() box), and the privacy policy's "utm_source" as written (CommonMark).

for (const width of [1366, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 1000 ? 900 : 844 } });

    test('a wrong password is told under the form, in an alert region', async ({ page }) => {
      const boxes: string[] = [];
      page.on('dialog', (dialog) => {
        boxes.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto('/login');
      await page.getByLabel(/username/i).fill(ADMIN.username);
      await page.getByLabel(/password/i).fill('not-the-password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      const alert = page.getByRole('alert');
      await expect(alert).toHaveText('Invalid username or password');
      await expect(alert).toBeInViewport();
      // Under the form: below the Sign In button.
      const button = await page.getByRole('button', { name: 'Sign In' }).boundingBox();
      const message = await alert.boundingBox();
      expect(message!.y).toBeGreaterThan(button!.y);
      expect(boxes).toEqual([]);
    });

    test('the privacy policy shows "utm_source" as written, no words in italics', async ({
      page,
    }) => {
      await page.goto('/privacy-policy');
      const text = page.locator('.policy__text');
      await expect(text).toContainText('(utm_source, utm_medium, utm_campaign, utm_term and');
      await expect(text.locator('em')).toHaveCount(0);
    });
  });
}
