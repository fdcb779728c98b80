import { chromium, expect, test } from '@playwright/test';
import type { ConsoleMessage, Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3111);

/** Every console error or warning, and every uncaught error, of a page. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

async function expectLeadModalOpens(page: Page) {
  await page.getByRole('button', { name: 'Book a Demo' }).first().click();
  await expect(
    page.getByRole('dialog', { name: 'Ready to take your business online?' }),
  ).toBeVisible();
}

test.describe('the server-rendered public site', () => {
  test('shows the stored content with JavaScript off', async ({ browser, request }) => {
    const home = (await (await request.post('/api/teacherHomePage/getall')).json()) as {
      data: { bannerTitle: string }[];
    };
    const clients = (await (await request.post('/api/clientSection/getall')).json()) as {
      data: { clientTitle: string }[];
    };
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.data[0]!.bannerTitle);
    await expect(page.getByRole('heading', { name: 'What Our Customers Say' })).toBeVisible();
    await expect(page.getByAltText(clients.data[0]!.clientTitle).first()).toBeAttached();
    await context.close();
  });

  test('hydrates without console errors or warnings, then the lead modal opens', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expectLeadModalOpens(page);
    expect(problems).toEqual([]);
  });

  test('works over plain HTTP on a host name other than localhost', async () => {
    // lms.intranet resolves to this machine: the README's HOST=0.0.0.0 case on a LAN.
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [...chromiumArgs, '--host-resolver-rules=MAP lms.intranet 127.0.0.1'],
    });
    const page = await browser.newPage();
    const problems = collectProblems(page);
    const answer = await page.goto(`http://lms.intranet:${port}/`);
    expect(answer?.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(answer?.headers()['strict-transport-security']).toBeUndefined();
    await page.waitForLoadState('networkidle');
    await expectLeadModalOpens(page);
    expect(problems).toEqual([]);
    await browser.close();
  });
});
