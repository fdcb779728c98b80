import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { screenshot, signIn } from './support';

// Issue 44 item 3: the preview beside a page's form shows the page at its own address and
// follows the builder's unsaved typing, as every form's preview does (docs/console.md "Pages and
// the page builder").

/** A block type of the builder's list of blocks to add. */
const choice = (page: Page, name: string) =>
  page.locator('.page-builder__choice-list').getByRole('button', { name: new RegExp(`^${name}`) });

test('the preview of a page shows it at its address and follows the builder’s typing', async ({
  page,
}) => {
  const slug = `e2e-preview-${Date.now()}`;
  await signIn(page);
  await page.goto('/create-new-page');
  await page.getByLabel(/^Page title/).fill('For tutors');
  await page.getByLabel(/^Address/).fill(slug);
  await page.getByRole('button', { name: 'Add block' }).click();
  await choice(page, 'Hero').click();
  const heading = page.getByRole('region', { name: /1\. Hero/ }).getByLabel('Heading');
  await heading.fill('Teach your tutoring batches online');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your Data Successfully Added.').first()).toBeVisible();

  await page.getByLabel('Search pages').fill('For tutors');
  await page.getByRole('button', { name: 'Edit For tutors' }).first().click();
  await page.getByRole('button', { name: 'Show preview' }).click();
  const preview = page.frameLocator(`iframe[title^="Preview of /${slug}"]`);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(
    'Teach your tutoring batches online',
  );

  // Typed in the builder, not saved: the frame follows.
  await page.getByRole('button', { name: /^1\. Hero/ }).click();
  await page
    .getByRole('region', { name: /1\. Hero/ })
    .getByLabel('Heading')
    .fill('Tutoring batches, online (typing)');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(
    'Tutoring batches, online (typing)',
  );
  await expect(page.getByRole('region', { name: 'Page preview' })).toContainText(
    'Follows your typing; not saved yet.',
  );
  await screenshot(page, 'page-builder-preview');
});
