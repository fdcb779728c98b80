import { expect, test } from './fixtures';
import { USERNAME_TAKEN } from '@/sdk/schemas/users';
import { screenshot, signIn, submitSignIn } from './support';

test.describe('a team shares the console', () => {
  test('an admin creates an editor; the editor edits content but cannot see leads; the admin reads both in the audit log', async ({
    page,
    browser,
  }) => {
    const editorName = `editor.${Date.now()}`;
    const editorPassword = 'a long editor phrase 42';

    // The admin creates an editor and is shown its one-time password.
    await signIn(page);
    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByLabel(/Username/).fill(editorName);
    await page.getByLabel('Role', { exact: true }).selectOption('editor');
    await page.getByRole('button', { name: 'Create user' }).click();
    const oneTime = (await page.getByTestId('one-time-password').textContent())?.trim() ?? '';
    expect(oneTime.length).toBeGreaterThanOrEqual(20);
    await expect(page.getByRole('row', { name: new RegExp(editorName) })).toContainText('editor');
    await screenshot(page, 'admin-users');
    // The same name again is refused at the field, and the form keeps what was typed.
    await page.getByLabel(/Username/).fill(editorName);
    await page.getByRole('button', { name: 'Create user' }).click();
    await expect(page.getByLabel(/Username/)).toHaveAccessibleDescription(USERNAME_TAKEN);
    await expect(page.getByLabel(/Username/)).toHaveValue(editorName);

    // The editor signs in in a browser of their own and must choose a password first.
    const editorContext = await browser.newContext();
    const editor = await editorContext.newPage();
    await submitSignIn(editor, editorName, oneTime);
    await expect(editor).toHaveURL(/\/account$/);
    await expect(editor.getByRole('alert')).toContainText('one-time password');
    await editor.getByLabel('Current password').fill(oneTime);
    await editor.getByLabel(/^New password/).fill(editorPassword);
    await editor.getByLabel('Repeat the new password').fill(editorPassword);
    await editor.getByRole('button', { name: 'Change password' }).click();
    await expect(editor.getByRole('status')).toContainText('Your password is changed');

    // Content yes, leads no: nothing in the navigation, the address says so, the API says 403.
    const nav = editor.getByRole('complementary', { name: 'Side navigation' });
    await expect(nav.getByRole('link', { name: 'Business Online' })).toBeVisible();
    for (const hidden of ['Leads', 'Dashboard', 'Users', 'Audit log'])
      await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
    await editor.goto('/leads');
    await expect(
      editor.getByRole('heading', { name: 'You don’t have access to Leads' }),
    ).toBeVisible();
    await expect(editor.getByRole('table', { name: /leads/i })).toHaveCount(0);
    const token = await editor.evaluate(
      () => sessionStorage.getItem('accessToken') ?? localStorage.getItem('accessToken'),
    );
    const leads = await editor.request.post('/api/leads/getall', {
      headers: { 'x-admin-token': token ?? '' },
      data: {},
    });
    expect(leads.status()).toBe(403);

    await editor.goto('/business-online');
    await editor.getByLabel('Cities').fill('432');
    await editor.getByRole('button', { name: 'Update' }).click();
    await expect(editor.getByText('Your Data Successfully Added.').first()).toBeVisible();
    await screenshot(editor, 'editor-business');
    await editorContext.close();

    // The admin sees both: its own user change and the editor's content edit, by user and kind.
    await page.getByRole('link', { name: 'Audit log' }).click();
    const log = page.getByRole('table', { name: /Audit log/ });
    await page.getByLabel('Kind', { exact: true }).selectOption('user');
    await expect(
      log.getByRole('row', { name: new RegExp(`create · ${editorName}`) }),
    ).toBeVisible();
    await page.getByLabel('Kind', { exact: true }).selectOption('content');
    await page.getByLabel('User', { exact: true }).selectOption({ label: editorName });
    // The filtered page replaces the unfiltered one (which also holds the admin journey's
    // business edits): wait for the one row left, then read it.
    const edits = log.getByRole('row', { name: /business\.update/ });
    await expect(edits).toHaveCount(1);
    await expect(edits).toContainText(editorName);
    await screenshot(page, 'admin-audit-log');
  });
});
