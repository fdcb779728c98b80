import { expect, test } from './fixtures';
import { imageFile, screenshot, signIn } from './support';

test.describe('an admin edits the landing page', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('changes the home banner title and image', async ({ page }) => {
    const title = `Teach online with us ${Date.now()}`;
    await page.goto('/home');
    await expect(page.getByLabel('Banner Title')).not.toHaveValue('');
    await screenshot(page, 'admin-home');
    await page.getByLabel('Banner Title').fill(title);
    await page.getByLabel(/^Banner Image \*$/).setInputFiles(await imageFile('banner.png'));
    const alt = `A new banner picture ${Date.now()}`;
    await page.getByLabel('Banner Image: Alt text *', { exact: true }).fill(alt);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Your Data Successfully Added.').first()).toBeVisible();

    const before = await page.request.post('/api/teacherHomePage/getall');
    const { data } = (await before.json()) as { data: { bannerImage: string }[] };
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const banner = page.locator(`img[src$="${data[0]!.bannerImage}"]`).first();
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('alt', alt);
  });

  test('changes the business counters', async ({ page }) => {
    await page.goto('/business-online');
    await page.getByLabel('Cities').fill('321');
    await page.getByLabel('Teachers').fill('6543');
    await page.getByLabel('Students').fill('98765');
    await screenshot(page, 'admin-business');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Your Data Successfully Added.').first()).toBeVisible();
    await page.goto('/');
    const stats = page.locator('#stats, section').filter({ hasText: 'Cities' }).last();
    await stats.scrollIntoViewIfNeeded();
    // The counters a visitor sees, once they have counted up (a screen reader's copy of each
    // number sits beside it, so the text alone names two elements once the count ends).
    await expect(stats.getByTestId('count-Cities')).toHaveText('321+', { timeout: 15_000 });
    await expect(stats.getByTestId('count-Students')).toHaveText('98,765+', { timeout: 15_000 });
  });

  test('course and launch screens load their content', async ({ page }) => {
    await page.goto('/course');
    await expect(page.getByRole('textbox').first()).not.toHaveValue('');
    await screenshot(page, 'admin-course');
    await page.goto('/launch');
    await expect(page.getByRole('textbox').first()).not.toHaveValue('');
    await screenshot(page, 'admin-launch');
  });
});
