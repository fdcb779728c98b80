import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { imageFile, screenshot, signIn } from './support';

const activeIn = async (page: Page, path: string, key: string) => {
  const answer = await page.request.post(path);
  const body = (await answer.json()) as { data: Record<string, unknown>[] };
  return body.data.some((item) => Object.values(item).includes(key));
};

test.describe('an admin manages clients and testimonials', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('creates, switches off, edits and deletes a client', async ({ page }) => {
    const name = `Client ${Date.now()}`;
    await page.goto('/create-new-client');
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('All fields are required.').first()).toBeVisible();
    await page.getByLabel(/^Client Title/).fill(name);
    await page.getByLabel(/^Client Image \*$/).setInputFiles(await imageFile('logo.png'));
    // An image without alt text cannot be saved: the message stands beside the alt input.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const alt = page.getByLabel('Client Image: Alt text *');
    await expect(alt).toHaveAccessibleDescription(/Describe the image/);
    await alt.fill(`${name} logo`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Your Data Successfully Added.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/manage-client$/);
    await screenshot(page, 'admin-manage-client');

    // The landing strip shows it, and the anonymous API lists it.
    expect(await activeIn(page, '/api/clientSection/getall', name)).toBe(true);
    await page.goto('/');
    await expect(page.getByRole('img', { name: `${name} logo`, exact: true })).toBeAttached();
    await page.goto('/manage-client');
    await page.getByLabel('Search clients').fill(name);
    await page.getByRole('switch', { name: `Status of ${name}` }).click();
    await expect(page.getByText('Your Data Successfully Updated.').first()).toBeVisible();
    await expect(page.getByRole('switch', { name: `Status of ${name}` })).not.toBeChecked();
    expect(await activeIn(page, '/api/clientSection/getall', name)).toBe(false);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name })).toHaveCount(0);
    await page.goto('/manage-client');
    await page.getByLabel('Search clients').fill(name);

    // Edit works on an inactive item too.
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(page).toHaveURL(/\/update-client\//);
    await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
    await page.getByLabel(/^Client Title/).fill(`${name} renamed`);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Your Data Successfully Updated.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/manage-client$/);

    await page.getByLabel('Search clients').fill(`${name} renamed`);
    await page.getByRole('button', { name: `Delete ${name} renamed` }).click();
    await page
      .getByRole('dialog', { name: 'Delete this client?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Your Data Successfully Deleted.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: `Delete ${name} renamed` })).toBeHidden();
  });

  test('creates a 4-star testimonial that the landing page shows, then removes it', async ({
    page,
  }) => {
    const person = `Person ${Date.now()}`;
    await page.goto('/create-new-testimonial');
    await page.getByLabel(/^Testimonials Image \*$/).setInputFiles(await imageFile('face.png'));
    // The name is printed beside the photo: the editor marks it decorative instead.
    await page.getByLabel('Decorative image (no alt text)').check();
    await expect(page.getByLabel('Testimonials Image: Alt text')).toBeDisabled();
    await page.getByRole('radio', { name: /4 stars?/ }).check({ force: true });
    await page
      .getByLabel(/^Testimonials Desc/)
      .fill('Attendance doubled after we moved to live classes.');
    await page.getByLabel(/^Testimonials Person Name/).fill(person);
    await screenshot(page, 'admin-testimonial-form');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Your Data Successfully Added.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/manage-testimonials$/);
    await screenshot(page, 'admin-manage-testimonials');

    await page.goto('/');
    const card = page.locator('figure, article, li').filter({ hasText: person }).first();
    await expect(card).toBeAttached();
    await expect(card.locator('img[alt=""]')).toHaveCount(1);
    await expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeAttached();

    await page.goto('/manage-testimonials');
    await page.getByLabel('Search testimonials').fill(person);
    await page.getByRole('switch', { name: new RegExp(person) }).click();
    await expect(page.getByText('Your Data Successfully Updated.').first()).toBeVisible();
    await page.goto('/');
    await expect(page.getByText(person)).toHaveCount(0);

    await page.goto('/manage-testimonials');
    await page.getByLabel('Search testimonials').fill(person);
    await page.getByRole('button', { name: new RegExp(`Delete .*${person}`) }).click();
    await page
      .getByRole('dialog', { name: 'Delete this testimonial?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Your Data Successfully Deleted.').first()).toBeVisible();
  });
});
