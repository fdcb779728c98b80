import { expect, test } from './fixtures';
import { PasswordResetMessages } from '@/sdk/schemas/passwordReset';
import { screenshot, signIn, submitSignIn } from './support';

test.describe('a password reset link (issue 47 item 5)', () => {
  test('an admin sends a reset for an editor; the editor sets a new password with it, signs in, and the link no longer works', async ({
    page,
    browser,
  }) => {
    // Two browsers and a dozen steps: more than the default minute on a busy machine.
    test.setTimeout(180_000);
    const editorName = `reset.${Date.now()}`;
    const newPassword = 'a fresh reset phrase 73';

    // The admin creates an editor (whose one-time password is then lost) and sends a reset.
    await signIn(page);
    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByLabel(/Username/).fill(editorName);
    await page.getByLabel('Role', { exact: true }).selectOption('editor');
    await page.getByRole('button', { name: 'Create user' }).click();
    await expect(page.getByRole('row', { name: new RegExp(editorName) })).toBeVisible();
    await page.getByRole('button', { name: `Send password reset to ${editorName}` }).click();
    const field = page.getByLabel(`Reset link for ${editorName}`);
    const link = await field.inputValue();
    expect(link).toMatch(/\/reset-password#[A-Za-z0-9_-]{43}$/);
    await expect(page.getByText(/It works once, until/)).toBeVisible();
    await screenshot(page, 'admin-password-reset-link');
    const path = new URL(link).pathname + new URL(link).hash;

    // The editor opens it in a browser of their own and chooses a password.
    const editorContext = await browser.newContext();
    const editor = await editorContext.newPage();
    await editor.goto(path);
    await expect(editor.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    // The token leaves the address bar once read.
    await expect(editor).toHaveURL(/\/reset-password$/);
    await editor.getByLabel(/New password/).fill('short');
    await editor.getByRole('button', { name: 'Set new password' }).click();
    await expect(editor.getByLabel(/New password/)).toHaveAttribute('aria-invalid', 'true');
    await editor.getByLabel(/New password/).fill(newPassword);
    await editor.getByRole('button', { name: 'Set new password' }).click();
    await expect(editor.getByRole('heading', { name: 'Your password is set' })).toBeVisible();
    await screenshot(editor, 'editor-password-reset-done');

    // Signs in with it: no one-time password to replace, straight into the console.
    await editor.getByRole('link', { name: 'Sign in' }).click();
    await submitSignIn(editor, editorName, newPassword);
    await expect(editor.getByRole('complementary', { name: 'Side navigation' })).toBeVisible();
    await expect(editor).not.toHaveURL(/\/account$/);

    // The link no longer works.
    const again = await editorContext.newPage();
    await again.goto(path);
    await again.getByLabel(/New password/).fill('another fresh phrase 99');
    await again.getByRole('button', { name: 'Set new password' }).click();
    await expect(again.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
    await expect(again.getByRole('alert')).toHaveText(PasswordResetMessages.used);
    await editorContext.close();
  });
});
