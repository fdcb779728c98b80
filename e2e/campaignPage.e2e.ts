import { expect, test } from './fixtures';
import type { ConsoleMessage, Page } from '@playwright/test';

// The demo's page built from blocks (issue 44), /for-coaching-institutes, as a visitor gets it:
// complete without JavaScript; hydrated without a console message; nothing asked of YouTube
// before play; the blocks with nothing to press never fetch their code (src/ui/ServerHtml).

const PAGE = '/for-coaching-institutes';
const HERO_TITLE = 'Run every batch, test and fee from one place';

/** Every console error or warning, and every uncaught error, of a page. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Every URL the page requests. */
function collectRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

test.describe('a page built from blocks', () => {
  test('is complete and styled without JavaScript; its video is a link', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const answer = await page.goto(PAGE);
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_TITLE);
    await expect(page.getByRole('heading', { name: 'What teachers say' })).toBeVisible();
    // The landing page's course section, with the Course screen's content, as / shows it.
    await expect(
      page.getByRole('heading', { name: 'Sell your courses online and grow your income' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Watch on YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Book a Demo' })).toHaveAttribute(
      'href',
      '/book-a-demo?cta=hero%3A%20Book%20a%20Demo',
    );
    await expect(page.locator('.cta-band__inner')).toHaveCSS('display', 'flex');
    await context.close();
  });

  test('hydrates quietly, fetches no code for its text blocks, and plays the video only when asked', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    const requests = collectRequests(page);
    await page.goto(PAGE);
    const play = page.getByRole('button', { name: 'Play video' });
    await expect(play).toBeVisible({ timeout: 15_000 }); // a button once hydrated
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    const offSite = requests.filter((url) => !url.startsWith(new URL(page.url()).origin));
    expect(offSite).toEqual([]);
    const textBlocks =
      /\/assets\/(HeroBlock|RichTextBlock|CtaBandBlock|FeatureGridBlock|StatsBlock|MarkdownContent)-/;
    expect(requests.filter((url) => textBlocks.test(url))).toEqual([]);

    await play.click();
    await expect(page.locator('iframe[title^="See a live class"]')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
    );
  });

  test('opens the lead modal from the hero once hydrated, though the hero is never hydrated', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await expect(page.getByRole('button', { name: 'Play video' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('main').getByRole('link', { name: 'Book a Demo' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Ready to take your business online?' }),
    ).toBeVisible();
  });

  test('answers 404 at an address with no page', async ({ page }) => {
    const answer = await page.goto('/for-nobody-at-all');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
  });
});
