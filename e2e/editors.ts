import { expect } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { adminToken, submitSignIn } from './support';

// An editor of a journey's own, for the journeys about drafts and review: made through the API
// (the admin's one-time password changed to the journey's), then signed in in a context of its
// own beside the admin's.

/** Makes an editor `<prefix>.<now>` whose password is `password`; answers the username. */
export async function createEditor(
  request: APIRequestContext,
  prefix: string,
  password: string,
): Promise<string> {
  const username = `${prefix}.${Date.now()}`;
  const headers = { 'x-admin-token': await adminToken(request) };
  const made = await request.post('/api/admin/users/create', {
    headers,
    data: { username, role: 'editor' },
  });
  expect(made.status()).toBe(200);
  const { password: oneTime } = ((await made.json()) as { data: { password: string } }).data;
  const login = await request.post('/api/admin/auth/login', {
    data: { username, password: oneTime, macAddress: '00:00:00:00:00:00' },
  });
  const { token } = (await login.json()) as { token: string };
  const changed = await request.post('/api/admin/account/password', {
    headers: { 'x-admin-token': token },
    data: { currentPassword: oneTime, newPassword: password },
  });
  expect(changed.status()).toBe(200);
  return username;
}

/** Signs the editor in, in a browser context of its own. */
export async function signInAsEditor(
  browser: Browser,
  username: string,
  password: string,
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await submitSignIn(page, username, password);
  // An editor starts at the content (the dashboard is the admins').
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(page.getByRole('complementary', { name: 'Side navigation' })).toBeVisible();
  return page;
}
