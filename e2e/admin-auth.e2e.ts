import { expect, test } from './fixtures';
import { ADMIN, screenshot, signIn, signOut } from './support';

test.describe('admin sign-in', () => {
  test('guards the console, refuses a wrong password, lands on the dashboard and logs out', async ({
    page,
  }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);

    // No browser alert() box any more: the message stands under the form, in an alert region.
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByLabel(/username/i).fill(ADMIN.username);
    await page.getByLabel(/password/i).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    expect(dialogs).toEqual([]);
    await expect(page).toHaveURL(/\/login$/);
    await screenshot(page, 'admin-login');

    await signIn(page);
    await expect(page.getByText('Leads in total')).toBeVisible();
    await screenshot(page, 'admin-dashboard');

    // Signed in, /login goes straight to the dashboard.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);

    await signOut(page);
    await screenshot(page, 'signed-out', false);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
  });
});
