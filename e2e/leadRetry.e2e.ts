import { expect, test } from './fixtures';
import { adminToken } from './support';

// A lead that reached the server but whose answer was lost (a connection reset on a phone) is
// sent again by the visitor. The modal sends the same Idempotency-Key with the retry, so the
// server answers it with the stored lead instead of storing a second one.
test('a lead whose answer was lost is sent again with the same key and stored once', async ({
  page,
  request,
}) => {
  const name = `Retry Journey ${Date.now()}`;
  const keys: string[] = [];
  let answers = 0;
  await page.route('**/api/leads/create', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    answers += 1;
    if (answers === 1) {
      // The request reaches the server and is stored; the browser never hears back.
      await route.fetch();
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });

  await page.goto('/');
  await page.getByRole('link', { name: 'Get Free Consultant' }).click();
  const modal = page.getByRole('dialog', { name: 'Ready to take your business online?' });
  await modal.getByLabel('Your Name').fill(name);
  await modal.getByLabel('Email Address').fill('retry@journey.in');
  await modal.getByLabel('Mobile No').fill('9876543210');
  await modal.getByLabel('Message').fill('Sent on a train.');
  await modal.getByRole('button', { name: 'Submit Your Request' }).click();
  await expect(page.getByText('Failed to send message. Please try again.')).toBeVisible();
  await expect(modal).toBeVisible();

  await modal.getByRole('button', { name: 'Submit Your Request' }).click();
  await expect(page.getByText('Form Submitted Successfully!')).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(keys[1]).toBe(keys[0]);

  const found = await request.post('/api/leads/getall', {
    headers: { 'x-admin-token': await adminToken(request) },
    data: { search: name },
  });
  expect(((await found.json()) as { data: { total: number } }).data.total).toBe(1);
});
