import { chromium } from '@playwright/test';
import { expect, test } from './fixtures';
import type { ConsoleMessage, Page } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from '../scripts/chromium.mjs';

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
  await page.getByRole('link', { name: 'Book a Demo' }).first().click();
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
    // Styled without a script: the components' stylesheets are linked in the HTML although
    // their code comes after the load event (app/deferredChunkCss.ts).
    await expect(page.locator('.site-header')).toHaveCSS('position', 'sticky');
    await expect(page.locator('.banner__grid')).toHaveCSS('display', 'grid');
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

  test('opens the lead modal for a call to action before hydration, without waiting for it', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    // Hydration's script is held back for the whole click: the modal needs none of it.
    let releaseHydration!: () => void;
    const held = new Promise<void>((resolve) => (releaseHydration = resolve));
    await page.route(/\/assets\/hydrateSite-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('link', { name: 'Book a Demo' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Ready to take your business online?' });
    await expect(modal).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    releaseHydration();
    await page.waitForLoadState('networkidle');
    // Once, for the link pressed: closing it leaves it closed, on the page it was opened on.
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('keeps every early click on a phone: the menu opens and the banner button opens the modal', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    let releaseHydration!: () => void;
    const held = new Promise<void>((resolve) => (releaseHydration = resolve));
    await page.route(/\/assets\/hydrateSite-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    const modal = page.getByRole('dialog', { name: 'Ready to take your business online?' });
    // The banner's call to action opens the modal at once; the menu's button waits for React.
    await page.getByRole('link', { name: 'Get Free Consultant' }).click();
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Close' }).click();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    releaseHydration();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(modal).toBeHidden();
    await context.close();
  });

  test('hydrates a policy page and the 404 page from their own page data, header included', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    for (const path of ['/privacy-policy', '/no-such-page']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // The phone in the header comes from the stored settings, in the server's HTML and after.
      await expect(page.locator('.site-header__phone')).toHaveAttribute('href', /^tel:\+?\d+$/);
      await expectLeadModalOpens(page);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page does not exist');
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
  });

  // A phone (what Lighthouse's mobile run uses) and a desktop, where three testimonials share a row.
  for (const viewport of [
    { width: 412, height: 823 },
    { width: 1280, height: 800 },
  ]) {
    test(`loads the carousels when needed and the lead modal when idle, nothing moves (${viewport.width} px)`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const problems = collectProblems(page);
      const scripts: string[] = [];
      const images: string[] = [];
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
        if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
        if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
      });
      const loaded = (name: string) => scripts.some((path) => path.includes(`/${name}-`));
      // Every layout shift of the visit, as the browser reports them (CLS counts these).
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: number[] };
        w.shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as PerformanceEntry[] & { value: number }[])
            w.shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      // Before any interaction: no carousel (even one in view). The lead modal's code comes
      // once the page is hydrated and idle, so the first tap only opens it.
      for (const part of ['ClientLogoStrip', 'TestimonialCarousel']) {
        expect(loaded(part), part).toBe(false);
      }
      await expect.poll(() => loaded('LeadModalHost')).toBe(true);
      // The public pages download no font (the console's Inter stays the console's: a shared
      // stylesheet carried its @font-face here once, and the page fetched Inter).
      expect(fonts).toEqual([]);
      const order = (name: string) => scripts.findIndex((path) => path.includes(`/${name}-`));
      expect(order('LeadModalHost')).toBeGreaterThan(order('hydrateSite'));

      // The banner: the WebP variant its drawn width needs (480 px at 412, 960 px at 1280 for the
      // 1200 px demo picture; an earlier journey may have replaced it with a smaller one), fetched
      // once, so the head's preload is the request the <img> uses.
      const { banner, expected } = await page.locator('.banner picture').evaluate((picture) => {
        const img = picture.querySelector('img') as HTMLImageElement;
        // A JPEG or PNG picture has a WebP <source>; a WebP one (the demo's) lists its widths on
        // the <img> itself.
        const source: HTMLSourceElement | HTMLImageElement =
          picture.querySelector('source[type="image/webp"]') ?? img;
        const candidates = source.srcset.split(',').map((candidate) => {
          const [url, width] = candidate.trim().split(/\s+/);
          return { path: new URL(url!, location.href).pathname, width: parseInt(width!, 10) };
        });
        // The slot `sizes` gives at this viewport, as the browser reads it to choose.
        const slot = source.sizes
          .split(',')
          .map((entry) => entry.trim().match(/^(\(.*\))?\s*(\S+)$/)!)
          .find(([, media]) => !media || matchMedia(media).matches)![2]!;
        const slotPx = slot.endsWith('vw')
          ? (parseFloat(slot) * innerWidth) / 100
          : parseFloat(slot);
        const needed = slotPx * devicePixelRatio;
        const bySize = candidates.sort((a, b) => a.width - b.width);
        const fitting = bySize.find((c) => c.width >= needed) ?? bySize[bySize.length - 1]!;
        return { banner: new URL(img.currentSrc).pathname, expected: fitting.path };
      });
      expect(banner).toMatch(/\.webp$/);
      expect(banner).toBe(expected);
      expect(images.filter((path) => path.startsWith(banner.replace(/-\d+\.webp$/, '')))).toEqual([
        banner,
      ]);

      const testimonials = page.locator('.testimonials__swiper');
      await expect(testimonials).toBeVisible(); // the server's HTML, before its code
      await testimonials.scrollIntoViewIfNeeded();
      await expect(testimonials).toHaveClass(/swiper-initialized/);
      expect(loaded('TestimonialCarousel')).toBe(true);
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);

      // The banner's button is in view at every width (a phone folds the header's into a menu).
      await page.getByRole('link', { name: 'Get Free Consultant' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Ready to take your business online?' }),
      ).toBeVisible();
      expect(loaded('LeadModalHost')).toBe(true);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  test('works over plain HTTP on a host name other than localhost', async () => {
    // lms.intranet resolves to this machine: the README's HOST=0.0.0.0 case on a LAN.
    const browser = await chromium.launch({
      executablePath: testChromiumPath,
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
