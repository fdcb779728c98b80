import { expect, test } from './fixtures';

// Issue 45 item 1: a page view is counted by one beacon to our own server, sent only once the
// page is shown (after the largest paint) and the browser is idle, with nothing stored in the
// browser; a tap on a call to action and the form shown follow it.

const BEACON = '/api/analytics/beacon';

test('a campaign landing sends its page view after the first paint, then the lead path', async ({
  page,
}) => {
  const beacons: { kind?: string; cta?: string; page?: string }[] = [];
  const answers: number[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === BEACON)
      beacons.push(JSON.parse(request.postData() ?? '{}') as (typeof beacons)[number]);
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === BEACON) answers.push(response.status());
  });
  await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=spring');
  await expect.poll(() => beacons.length, { timeout: 15_000 }).toBe(1);
  expect(beacons[0]).toEqual({
    kind: 'pageview',
    page: '/',
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'spring',
  });
  await expect.poll(() => answers).toEqual([204]);

  // The beacon started after the largest paint (the browser's own clock), and nothing of the
  // counting is kept in the browser.
  const timing = await page.evaluate(async () => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint').at(0)?.startTime ?? Infinity,
    // The largest paint is reported to an observer only (buffered: the one already on screen).
    paint: await new Promise<number>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? 0)).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
    }),
    beacon:
      performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.includes('/api/analytics/beacon'))?.startTime ?? -1,
    cookies: document.cookie,
    local: localStorage.length,
  }));
  expect(timing.paint).toBeGreaterThan(0);
  expect(timing.beacon).toBeGreaterThan(timing.firstPaint);
  expect(timing.beacon).toBeGreaterThan(timing.paint);
  expect(timing.cookies).toBe('');
  expect(timing.local).toBe(0);

  await page.getByRole('link', { name: 'Get Free Consultant' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(() => beacons.map((b) => b.kind)).toEqual(['pageview', 'cta', 'form_shown']);
  expect(beacons[1]).toMatchObject({ cta: 'banner: Get Free Consultant', page: '/' });
  await expect.poll(() => answers).toEqual([204, 204, 204]);
});
