import { request } from '@playwright/test';
import { expect, test } from './fixtures';
import type { APIRequestContext, ConsoleMessage, Page } from '@playwright/test';
import { ADMIN_TOKEN_HEADER } from '@/sdk/schemas';
import { nastyContent, restoreContent, saveNastyContent } from '@/test-support/nastyContent';
import type { AdminPost } from '@/test-support/nastyContent';
import { adminToken } from './support';

// Issue 33: content with `$'`, `</script>`, `<!--<script`, U+2028, bidi marks, emoji, entities
// and quotes in every text field (test-support/nastyContent.ts) must leave the public pages
// whole: they hydrate in Chromium without a console error, and the lead button still works.

const port = Number(process.env.E2E_PORT ?? 3111);

/** The API as an admin, through a request context of the describe block's own. */
async function adminPost(api: APIRequestContext): Promise<AdminPost> {
  const token = await adminToken(api);
  return async (url, data) => {
    const answer = await api.post(url, { data, headers: { [ADMIN_TOKEN_HEADER]: token } });
    return { status: answer.status(), body: (await answer.json()) as unknown };
  };
}

/** Every console error or warning, and every uncaught error, of a page. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * Loads a public page and waits until React has hydrated it: its hydration chunk has run and
 * React has claimed the page's first button (it keeps its props on each element it hydrates).
 * A page that does not hydrate fails with what the browser reported.
 */
async function loadHydrated(page: Page, path: string, problems: string[]) {
  const chunk = page.waitForResponse(/\/assets\/hydrateSite-[\w-]+\.js$/);
  await page.goto(path);
  await chunk;
  const hydrated = () => {
    const button = document.querySelector('#root button');
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps$'));
  };
  await page.waitForFunction(hydrated, undefined, { timeout: 15_000 }).catch(() => {
    throw new Error(`${path} did not hydrate; the browser reported: ${problems.join(' | ')}`);
  });
  await page.waitForLoadState('networkidle');
}

const { fields } = nastyContent();
const valueOf = (key: string, field: string) =>
  fields.find((f) => f.key === key && f.field === field)?.value;

test.describe('nasty content in every text field', () => {
  let api: APIRequestContext;
  let post: AdminPost;
  let before: Awaited<ReturnType<typeof saveNastyContent>> = [];

  test.beforeAll(async () => {
    api = await request.newContext({ baseURL: `http://127.0.0.1:${port}` });
    post = await adminPost(api);
    before = await saveNastyContent(post, fields);
  });
  // The journeys share one server: the next ones find the content as it was.
  test.afterAll(async () => {
    await restoreContent(post, before);
    await api.dispose();
  });

  test('the landing page hydrates without a console error, and Book a Demo opens the lead modal', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await loadHydrated(page, '/', problems);
    // The text as the editor wrote it, after hydration too.
    expect(await page.locator('h1').textContent()).toBe(valueOf('home', 'bannerTitle'));
    const shown = await page.locator('#root').textContent();
    expect(shown).toContain(valueOf('faqs', 'answer'));
    expect(shown).toContain(valueOf('settings', 'footerAbout'));
    await page.getByRole('link', { name: 'Book a Demo' }).first().click();
    await expect(
      page.getByRole('dialog', { name: 'Ready to take your business online?' }),
    ).toBeVisible();
    expect(problems).toEqual([]);
  });

  for (const path of ['/privacy-policy', '/term-condition', '/refund-policy']) {
    test(`${path} hydrates without a console error`, async ({ page }) => {
      const problems = collectProblems(page);
      await loadHydrated(page, path, problems);
      await expect(page.locator('h1')).toContainText(/N\d+x/);
      expect(problems).toEqual([]);
    });
  }
});
