import { expect, test } from './fixtures';
import { adminToken, screenshot } from './support';

const lead = {
  name: `E2E Visitor ${Date.now()}`,
  email: 'visitor@school.in',
  mobile: '9876543210',
  message: 'We run 12 batches and want live classes.',
};

test.describe('a visitor', () => {
  test('sees every landing section with the demo content', async ({ page, request }) => {
    const home = (await (await request.post('/api/teacherHomePage/getall')).json()) as {
      data: { bannerTitle: string }[];
    };
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.data[0]!.bannerTitle);
    for (const heading of [
      'Services We Provide',
      'Why Teachers Choose Us',
      'Explore Our Features',
      'Frequently Asked Questions',
      'What Our Customers Say',
    ]) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Get Free Consultant' })).toBeVisible();
    await expect(page.getByText('Cities', { exact: true })).toBeVisible();
    await screenshot(page, 'landing-desktop-top', false);
    await screenshot(page, 'landing-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'landing-390-top', false);
    await screenshot(page, 'landing-390');
  });

  test('is told exactly what is wrong, then stores a lead', async ({ page, request }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Book a Demo' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Ready to take your business online?' });
    await expect(modal).toBeVisible();

    await modal.getByLabel('Your Name').fill(lead.name);
    await modal.getByLabel('Email Address').fill('not-an-email');
    await modal.getByLabel('Mobile No').fill(lead.mobile);
    await modal.getByLabel('Message').fill(lead.message);
    await modal.getByRole('button', { name: 'Submit Your Request' }).click();
    await expect(page.getByText('Please enter a valid email address').first()).toBeVisible();

    await modal.getByLabel('Email Address').fill(lead.email);
    await modal.getByLabel('Mobile No').fill('12345');
    await modal.getByRole('button', { name: 'Submit Your Request' }).click();
    await expect(
      page.getByText('Please enter a valid 10-digit mobile number').first(),
    ).toBeVisible();

    await modal.getByLabel('Mobile No').fill(lead.mobile);
    await modal.getByRole('button', { name: 'Submit Your Request' }).click();
    await expect(page.getByText('Form Submitted Successfully!')).toBeVisible();
    await expect(modal).toBeHidden();

    const token = await adminToken(request);
    const stored = await request.post('/api/leads/getall', {
      headers: { 'x-admin-token': token },
      data: { search: lead.name },
    });
    expect(stored.status()).toBe(200);
    const body = (await stored.json()) as { data: { items: { email: string; mobile: string }[] } };
    expect(body.data.items).toEqual([
      expect.objectContaining({ email: lead.email, mobile: lead.mobile }),
    ]);
  });

  test('keeps the typed values when the server fails', async ({ page }) => {
    await page.route('**/api/leads/create', (route) =>
      route.fulfill({
        status: 500,
        json: { success: false, msg: 'Something went wrong on our side.' },
      }),
    );
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Free Consultant' }).click();
    const modal = page.getByRole('dialog', { name: 'Ready to take your business online?' });
    await modal.getByLabel('Your Name').fill(lead.name);
    await modal.getByLabel('Email Address').fill(lead.email);
    await modal.getByLabel('Mobile No').fill(lead.mobile);
    await modal.getByLabel('Message').fill(lead.message);
    await modal.getByRole('button', { name: 'Submit Your Request' }).click();
    await expect(page.getByText('Failed to send message. Please try again.')).toBeVisible();
    await expect(modal).toBeVisible();
    await expect(modal.getByLabel('Your Name')).toHaveValue(lead.name);
    await expect(modal.getByLabel('Message')).toHaveValue(lead.message);
  });
});

test.describe('the policy pages and the 404', () => {
  for (const [path, title, sections] of [
    ['/privacy-policy', /privacy/i, 9],
    ['/term-condition', /terms/i, 14],
    ['/refund-policy', /refund/i, null],
  ] as const) {
    test(`${path} shows its policy with a breadcrumb`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      // The numbered sections are the Markdown's "## 1. ..." headings.
      const numbered = page.locator('.policy__text h2').filter({ hasText: /^\d+\. / });
      if (sections) await expect(numbered).toHaveCount(sections);
    });
  }

  test('an unknown address shows a real 404 with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the header Features link scrolls to the features from another page', async ({ page }) => {
    await page.goto('/refund-policy');
    await page.getByRole('link', { name: 'Features', exact: true }).first().click();
    await expect(page).toHaveURL(/\/#feature$/);
    await expect(page.getByRole('heading', { name: 'Explore Our Features' })).toBeInViewport();
  });
});
