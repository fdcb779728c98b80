import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';

export const ADMIN = { username: 'admin', password: 'e2e-first-password-4821' };

/** A real PNG in a colour of the caller's choosing, made by sharp, as an admin would upload. */
export async function imageFile(name: string, background = '#2f6fde') {
  const buffer = await sharp({ create: { width: 240, height: 120, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Sends the real sign-in form as anyone; where it lands (or its refusal) is the caller's to check. */
export async function submitSignIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(/username/i).fill(username);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Signs out from the console's user menu and waits for the public page it leads to, which says
 * "You are signed out." (issue 47 item 6).
 */
export async function signOut(page: Page, username: string = ADMIN.username) {
  await page.getByRole('button', { name: `${username} admin`, exact: true }).click();
  await page
    .getByRole('menuitem', { name: 'Logout' })
    .or(page.getByRole('button', { name: 'Logout' }))
    .click();
  // The landing page, marked as seen just after signing out (issue 47 item 6).
  await expect(page).toHaveURL(/\/\?signed-out$/);
  // The console's router changes the address first, then loads the public page in full: wait for
  // that page, or the next page.goto is cut short by the load still on its way.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // The server's page says so, with the way back in.
  const notice = page.getByRole('status').filter({ hasText: 'You are signed out.' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Sign in again' })).toHaveAttribute(
    'href',
    '/login',
  );
}

/** Signs the first admin in through the real form and waits for the dashboard. */
export async function signIn(page: Page) {
  await submitSignIn(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** An admin token straight from the API, for reading back what a journey stored. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/admin/auth/login', {
    data: { ...ADMIN, macAddress: '00:00:00:00:00:00' },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

/** Saves a screenshot as a test artifact; the best ones are copied to docs/screenshots. */
export async function screenshot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage });
}
