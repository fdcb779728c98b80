import { expect, test } from './fixtures';
import { adminToken, screenshot } from './support';

// Issue 47 (3): a reviewer opens a shared preview on a phone. The page's own scripts run (the
// answer's nonce is on them), so React hydrates it and the phone menu opens; the "Preview: not
// live" bar stays, and links stay inside the preview; the browser reports no blocked script.

test('a shared preview on a phone: the bar shows, the page hydrates and its menu opens', async ({
  browser,
  request,
}) => {
  const made = await request.post('/api/preview/links/create', {
    headers: { 'x-admin-token': await adminToken(request) },
    data: { label: 'Reviewer on a phone', hours: 2 },
  });
  expect(made.status()).toBe(200);
  const { path } = ((await made.json()) as { data: { path: string } }).data;

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') blocked.push(message.text());
  });
  const hydration = page.waitForResponse(/\/assets\/hydrateSite-[\w-]+\.js$/);
  const answer = await page.goto(path);
  expect(answer?.headers()['content-security-policy']).toMatch(/script-src 'nonce-/);

  const bar = page.getByRole('status', { name: 'Preview' });
  await expect(bar).toHaveText(/^Preview: not live\. This link expires at .+ IST\.$/);
  await hydration;
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  // Hydration keeps the server's links: a reviewer who follows one stays in the preview.
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', path);
  await expect(bar).toBeVisible();
  await screenshot(page, 'preview-phone-menu', false);
  expect(blocked.filter((text) => /Content Security Policy|Refused/.test(text))).toEqual([]);
  await context.close();
});
