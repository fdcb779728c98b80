import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { screenshot, signIn } from './support';

/** The names in a landing section, in the order the page shows them. */
const clientOrder = (page: Page) =>
  page
    .locator('.client-strip__slide img')
    .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')));
const testimonialOrder = (page: Page) =>
  page
    .locator('.testimonials__person')
    .evaluateAll((people) => people.map((p) => p.textContent?.trim()));

test.describe('an editor runs the site without a developer', () => {
  test('changes the phone, the promo code, an FAQ answer, a policy paragraph and the client order; a visitor sees all five', async ({
    page,
    browser,
  }) => {
    await signIn(page);
    const phone = '+91 90000 12345';
    const code = `SAVE${Date.now() % 10_000}`;
    const answer = `Weekly reports go to parents by SMS and e-mail (${Date.now()}).`;

    await page.goto('/site-settings');
    await page.getByLabel(/^Sales Phone/).fill(phone);
    await page.getByLabel(/^Promo Code/).fill(code);
    await screenshot(page, 'admin-site-settings');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Your Data Successfully Updated.').first()).toBeVisible();

    await page.goto('/manage-faqs');
    await page.getByRole('button', { name: 'Edit Student Progress' }).click();
    await page.getByLabel(/^Answer/).fill(answer);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Your Data Successfully Updated.').first()).toBeVisible();

    // One paragraph of the privacy policy, checked in the live preview before saving.
    const paragraph = `We collect only what we need, and nothing more (${Date.now()}).`;
    await page.goto('/edit-privacy-policy');
    const text = page.getByLabel(/^Text \(Markdown\)/);
    const markdown = await text.inputValue();
    expect(markdown).toContain('We collect only what we need to run the service:');
    await text.fill(
      markdown.replace('We collect only what we need to run the service:', paragraph),
    );
    await expect(page.getByRole('region', { name: 'Preview' })).toContainText(paragraph);
    await screenshot(page, 'admin-policy-editor');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Your Data Successfully Updated.').first()).toBeVisible();

    // Drag the second client onto the first one's place.
    await page.goto('/manage-client');
    const second = page.getByRole('button', { name: 'Move Vidya Coaching Centre' });
    const first = page.getByRole('button', { name: 'Move Brightpath Academy' });
    await expect(second).toBeVisible();
    const from = (await second.boundingBox())!;
    const to = (await first.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 5, { steps: 10 });
    await page.mouse.up();
    await expect(page.getByText('Your Data Successfully Updated.').first()).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toContainText('Vidya Coaching Centre');
    await screenshot(page, 'admin-reordered-clients');

    // A visitor, with no session at all.
    const visitor = await browser.newPage();
    await visitor.goto('/');
    await expect(visitor.locator('a[href="tel:+919000012345"]').first()).toContainText(phone);
    await expect(visitor.getByRole('complementary', { name: 'Current offer' })).toContainText(code);
    await visitor.getByRole('button', { name: 'Student Progress' }).click();
    await expect(visitor.getByRole('region', { name: 'Student Progress' })).toHaveText(answer);
    await visitor.goto('/privacy-policy');
    await expect(visitor.getByText(paragraph)).toBeVisible();
    await visitor.goto('/');
    const clients = await clientOrder(visitor);
    // Each logo carries its stored alt text, "<name> logo" for the demo clients.
    expect(clients.indexOf('Vidya Coaching Centre logo')).toBeGreaterThan(-1);
    expect(clients.indexOf('Vidya Coaching Centre logo')).toBeLessThan(
      clients.indexOf('Brightpath Academy logo'),
    );
    await visitor.close();
  });

  test('a keyboard-only editor reorders two testimonials', async ({ page }) => {
    await signIn(page);
    await page.goto('/manage-testimonials');
    const handle = page.getByRole('button', { name: 'Move testimonial of Priya Sharma' });
    await expect(handle).toBeVisible();
    // Tab to the handle: no mouse from here on.
    await page.getByLabel('Search testimonials').focus();
    for (let i = 0; i < 20; i += 1) {
      if (await handle.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(handle).toBeFocused();
    await page.keyboard.press('Space');
    // Screen readers hear each step, with the testimonial's name and place.
    const status = page.getByRole('status').filter({ hasText: /testimonial of Priya Sharma/ });
    await expect(status).toContainText('position 1 of 4');
    await page.keyboard.press('ArrowDown');
    await expect(status).toContainText('position 2 of 4');
    await page.keyboard.press('Space');
    await expect(page.getByText('Your Data Successfully Updated.').first()).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toContainText('Rahul Verma');
    await expect(page.getByRole('row').nth(2)).toContainText('Priya Sharma');

    await page.goto('/');
    const people = await testimonialOrder(page);
    expect(people.indexOf('Rahul Verma')).toBeLessThan(people.indexOf('Priya Sharma'));
  });
});
