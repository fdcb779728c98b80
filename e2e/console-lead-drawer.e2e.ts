import { expect, test } from './fixtures';
import { signIn } from './support';

// Closing the lead drawer with a changed status or note asks first (issue 36 items 3 and 10).

test.use({ viewport: { width: 390, height: 844 } });

test('the lead drawer asks before its changes are discarded', async ({ page, request }) => {
  const name = `Drawer Journey ${Date.now()}`;
  const created = await request.post('/api/leads/create', {
    data: { name, email: 'drawer@journey.in', mobile: '+91 91234 56789', message: 'Call me.' },
  });
  expect(created.status()).toBe(200);
  await signIn(page);
  await page.goto(`/leads?search=${encodeURIComponent(name)}`);
  // The filter came from the address, and stays there.
  await expect(page.getByLabel('Search leads')).toHaveValue(name);
  // On a phone each lead is a card (issue 47 item 1).
  const card = page.getByRole('list', { name: 'Leads' }).getByRole('article', { name });
  // The mobile typed as "+91 91234 56789" was stored as its ten digits and dials them.
  await expect(card.getByRole('link', { name: '+91 91234 56789' })).toHaveAttribute(
    'href',
    'tel:+919123456789',
  );
  await card.getByRole('button', { name: /Open/ }).click();
  const drawer = page.getByRole('dialog', { name });
  await drawer.getByLabel('Private note').fill('Wants a demo on Friday.');
  await drawer.getByRole('button', { name: 'Close' }).click();
  const ask = page.getByRole('dialog', { name: 'Discard your changes?' });
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(drawer.getByLabel('Private note')).toHaveValue('Wants a demo on Friday.');
  await page.keyboard.press('Escape');
  await page
    .getByRole('dialog', { name: 'Discard your changes?' })
    .getByRole('button', { name: 'Discard changes' })
    .click();
  await expect(drawer).toBeHidden();
});
