import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { signIn } from './support';

// Issue 44 (4): an editor changes the header's links as rows (the menu editor), not as typed
// 'Label | address' lines, and a visitor's header follows. The stored text is what the site read
// before, so this journey also says the site's rendering did not change with the editor.

/** The header's links a visitor sees beside Home, in order, with their addresses. */
const headerLinks = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .locator('.site-nav__item > a.site-nav__link')
    .evaluateAll((links) => links.map((a) => `${a.textContent?.trim()} ${a.getAttribute('href')}`));

const save = async (page: Page) => {
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Your Data Successfully Updated.').first()).toBeVisible();
};

test('an editor adds a header link to a section and moves the page link up; a visitor sees both', async ({
  page,
  browser,
}) => {
  await signIn(page);
  await page.goto('/site-settings');
  const header = page.getByRole('group', { name: 'Header Links' });
  // The demo's header links its campaign page: read through the sdk, it shows as "A page".
  await expect(header.getByLabel('Goes to').nth(3)).toHaveValue('page');
  await header.getByRole('button', { name: 'Add a link' }).click();
  await page.keyboard.type('Our features');
  await header.getByLabel('Goes to').nth(4).selectOption('section');
  await header.getByLabel('Section').last().selectOption('/#feature');
  await header.getByRole('button', { name: 'Up For institutes' }).click();
  await save(page);

  const visitor = await browser.newPage();
  await visitor.goto('/');
  const links = await headerLinks(visitor);
  expect(links.slice(1, 6)).toEqual([
    'About /#e-learning',
    'Service /#service',
    expect.stringMatching(/^For institutes \/[a-z0-9-]+$/),
    'Features /#feature',
    'Our features /#feature',
  ]);
  await visitor.close();

  // Put the header back as it was, for the journeys that run after this one.
  await page.reload();
  await header.getByRole('button', { name: 'Remove Our features' }).click();
  await header.getByRole('button', { name: 'Down For institutes' }).click();
  await save(page);
});
