import { expect, test } from './fixtures';
import { signIn } from './support';

// Issue 34 item 4: a honeypot hit is kept as spam, out of the inbox's default view; the team
// finds it under the Spam filter and restores it.

test('spam is kept apart, reviewed under the Spam filter and restored to the inbox', async ({
  page,
  request,
}) => {
  const name = `Autofilled Person ${Date.now()}`;
  const sent = await request.post('/api/leads/create', {
    data: {
      name,
      email: 'autofill@example.in',
      mobile: '9876543210',
      message: 'My browser filled every field.',
      website: 'https://example.in',
    },
  });
  // Answered like a person's enquiry (issue 43 item 2: a bot is not told it was caught).
  expect(await sent.json()).toMatchObject({ success: true, data: { name, status: 'new' } });

  await signIn(page);
  await page.goto('/leads');
  await page.getByLabel('Search leads').fill(name);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(/No leads match/)).toBeVisible();

  await page.getByLabel('Status').selectOption('spam');
  await page.getByRole('button', { name: 'Apply' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Spam', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Open lead from ${name}` }).click();
  const drawer = page.getByRole('dialog', { name });
  await expect(drawer.getByText(/Filed as spam/)).toBeVisible();
  await drawer.getByRole('button', { name: 'Not spam: restore' }).click();
  await expect(page.getByText('Lead restored.')).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByLabel('Status').selectOption('');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('New');
});
