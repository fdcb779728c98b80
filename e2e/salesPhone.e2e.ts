import { expect, test } from './fixtures';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { adminToken, screenshot, submitSignIn } from './support';

// Issue 47 item 1: a salesperson's morning on a phone. The follow-ups due open from the
// dashboard as cards; the contact's page puts call, WhatsApp, e-mail, status, owner, follow-up
// and note on the first screen, above the enquiries, for a contact with an owner and a
// follow-up day (the tallest controls); a note, a status and a new day are saved there.
// Measured at 390 x 844 and 360 x 800; at 1366 px no mobile or address breaks mid-token.

const PASSWORD = 'a sales morning phrase 47';

/** A day in India, `days` from today, as a date input takes it. */
const indiaDay = (days: number) =>
  new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

/** A salesperson of the journey's own, with a password of its choosing, and its API token. */
async function salesperson(request: APIRequestContext) {
  const username = `morning.${Date.now()}`;
  const made = await request.post('/api/admin/users/create', {
    headers: { 'x-admin-token': await adminToken(request) },
    data: { username, role: 'sales' },
  });
  expect(made.status()).toBe(200);
  const { user, password } = (
    (await made.json()) as {
      data: { user: { _id: string }; password: string };
    }
  ).data;
  const login = await request.post('/api/admin/auth/login', {
    data: { username, password, macAddress: '00:00:00:00:00:00' },
  });
  const { token } = (await login.json()) as { token: string };
  const changed = await request.post('/api/admin/account/password', {
    headers: { 'x-admin-token': token },
    data: { currentPassword: password, newPassword: PASSWORD },
  });
  expect(changed.status()).toBe(200);
  // A new password ends the sessions of the old one: sign in again for the journey's own calls.
  const again = await request.post('/api/admin/auth/login', {
    data: { username, password: PASSWORD, macAddress: '00:00:00:00:00:00' },
  });
  expect(again.status()).toBe(200);
  const fresh = ((await again.json()) as { token: string }).token;
  return { username, id: user._id, headers: { 'x-admin-token': fresh } };
}

/** An enquiry, then its contact given to the salesperson with a follow-up day. */
async function dueContact(
  request: APIRequestContext,
  sales: { id: string; headers: Record<string, string> },
  lead: { name: string; email: string; mobile: string },
  followUp: string,
) {
  const created = await request.post('/api/leads/create', {
    data: { ...lead, message: 'Please call us about a demo.' },
  });
  expect(created.status()).toBe(200);
  const found = await request.post('/api/leads/getall', {
    headers: sales.headers,
    data: { search: lead.name },
  });
  expect(found.status()).toBe(200);
  const { items } = ((await found.json()) as { data: { items: { contactId: string }[] } }).data;
  const contactId = items[0]!.contactId;
  const updated = await request.post('/api/contacts/update', {
    headers: sales.headers,
    data: { contactId, ownerId: sales.id, nextFollowUp: followUp },
  });
  expect(updated.status()).toBe(200);
}

/** The element's bottom edge is on the page's first screen (the window's height, unscrolled). */
async function onFirstScreen(page: Page, target: Locator, what: string) {
  // Measured in the console's own Inter (src/console/inter.css), not a fallback still drawn.
  await page.evaluate(() => document.fonts.ready);
  const box = await target.boundingBox();
  const height = page.viewportSize()!.height;
  expect(box, what).not.toBeNull();
  expect(box!.y + box!.height, `${what} ends within ${height} px`).toBeLessThanOrEqual(height);
}

/** Every action of the contact page, each on the first screen and before the first enquiry. */
async function actionsFirst(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const actions: [string, Locator][] = [
    ['Call', page.getByRole('link', { name: /^Call \+91/ })],
    ['WhatsApp', page.getByRole('link', { name: /^WhatsApp \+91/ })],
    ['E-mail', page.getByRole('link', { name: /^E-mail / })],
    ['status', page.getByLabel('New status')],
    ['Save status', page.getByRole('button', { name: 'Save status' })],
    ['assign', page.getByRole('button', { name: 'Assign', exact: true })],
    ['follow-up day', page.getByLabel('Follow-up day (India)')],
    ['Save follow-up', page.getByRole('button', { name: 'Save follow-up' })],
    // The note box as it stands before it is focused (one line, growing as it is typed): its
    // label, the box and Add note, so the whole form is on the first screen.
    [
      'note label',
      page.getByRole('form', { name: 'Add a note' }).getByText('Note', { exact: true }),
    ],
    ['note box', page.getByLabel('Note', { exact: true })],
    ['Add note', page.getByRole('button', { name: 'Add note' })],
  ];
  for (const [what, action] of actions) await onFirstScreen(page, action, what);
  const enquiry = await page.getByRole('article', { name: '1st enquiry' }).boundingBox();
  const form = await page.getByRole('form', { name: 'Add a note' }).boundingBox();
  expect(enquiry!.y).toBeGreaterThan(form!.y + form!.height);
  await onFirstScreen(page, page.getByRole('form', { name: 'Add a note' }), 'the note form');
}

test('a salesperson works the follow-ups due on a phone', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const digits = String(stamp).slice(-9);
  const sales = await salesperson(request);
  const late = {
    name: `Morning Overdue ${stamp}`,
    email: `late.${stamp}@school.in`,
    mobile: `9${digits}`,
  };
  const today = {
    name: `Morning Today ${stamp}`,
    email: `today.${stamp}@school.in`,
    mobile: `8${digits}`,
  };
  await dueContact(request, sales, late, indiaDay(-1));
  await dueContact(request, sales, today, indiaDay(0));

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await submitSignIn(page, sales.username, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The follow-ups due, from the dashboard: a card per contact, the first whole on the screen.
  const due = page.getByRole('region', { name: 'My follow-ups due' });
  await expect(due).toContainText('2 contacts to follow up today or overdue');
  await due.getByRole('link', { name: 'See all follow-ups due' }).click();
  await expect(page).toHaveURL(/owner=me&followUp=due&group=contact/);
  const cards = page.getByRole('list', { name: 'Contacts' });
  await expect(cards.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('table')).toHaveCount(0);
  await onFirstScreen(page, cards.getByRole('article').first(), 'the first card');
  await onFirstScreen(page, cards.getByRole('link', { name: /^Open contact/ }).first(), 'its Open');
  await expect(page.getByRole('button', { name: 'Filters (0)' })).toBeVisible();
  await screenshot(page, 'sales-phone-due', false);

  // The overdue school: every action above its enquiry, on the first screen.
  const card = cards.getByRole('article', { name: late.name });
  await expect(card).toContainText('Overdue');
  await card.getByRole('link', { name: `Open contact ${late.name}` }).click();
  await expect(page.getByRole('heading', { name: late.name })).toBeVisible();
  await actionsFirst(page);
  await screenshot(page, 'sales-phone-contact', false);

  // Call and WhatsApp dial the school's mobile.
  await expect(page.getByRole('link', { name: /^Call \+91/ })).toHaveAttribute(
    'href',
    `tel:+91${late.mobile}`,
  );
  await expect(page.getByRole('link', { name: /^WhatsApp \+91/ })).toHaveAttribute(
    'href',
    `https://wa.me/91${late.mobile}`,
  );

  // After the call: a note, the status, and the next day.
  await page.getByLabel('Note', { exact: true }).fill('Called: a demo on Friday, then pricing.');
  await page.getByRole('button', { name: 'Add note' }).click();
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText('Called: a demo on Friday, then pricing.');
  const status = page.getByRole('group', { name: 'Status of the 1st enquiry' });
  await status.getByLabel('New status').selectOption('contacted');
  await status.getByRole('button', { name: 'Save status' }).click();
  await expect(status.locator('.lead-status')).toHaveText('Contacted');
  const followUp = page.getByRole('group', { name: 'Next follow-up' });
  await followUp.getByLabel('Follow-up day (India)').fill(indiaDay(3));
  await followUp.getByRole('button', { name: 'Save follow-up' }).click();
  await expect(followUp.getByRole('button', { name: 'Save follow-up' })).toBeDisabled();
  await expect(followUp).not.toContainText('Overdue');

  // Back to the follow-ups due: only the school due today is left.
  await page.goto('/leads?owner=me&followUp=due&group=contact');
  await expect(cards.getByRole('article')).toHaveCount(1);
  await expect(cards.getByRole('article', { name: today.name })).toBeVisible();

  // At 360 x 800: the inbox's first lead card and the contact's actions fit too.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/leads?owner=me');
  const leads = page.getByRole('list', { name: 'Leads' });
  await expect(leads.getByRole('article')).toHaveCount(2);
  await onFirstScreen(page, leads.getByRole('article').first(), 'the first lead card');
  await onFirstScreen(page, leads.getByRole('button', { name: /^Open lead/ }).first(), 'its Open');
  await page.goto('/leads?owner=me&followUp=due&group=contact');
  await cards.getByRole('link', { name: `Open contact ${today.name}` }).click();
  await expect(page.getByRole('heading', { name: today.name })).toBeVisible();
  await actionsFirst(page);
  await context.close();

  // At 1366 px the table is back, and no mobile or address part is broken across two lines.
  const wide = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const desk = await wide.newPage();
  await submitSignIn(desk, sales.username, PASSWORD);
  await expect(desk).toHaveURL(/\/dashboard$/);
  await desk.goto(`/leads?search=${encodeURIComponent(late.name)}`);
  const row = desk
    .getByRole('table', { name: 'Leads' })
    .getByRole('row')
    .filter({ hasText: late.name });
  const mobile = row.getByRole('link', { name: /^\+91/ });
  await expect(mobile).toHaveAttribute('href', `tel:+91${late.mobile}`);
  const lines = (link: Locator) =>
    link.evaluate((a) =>
      [...a.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => {
          const range = document.createRange();
          range.selectNodeContents(n);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        }),
    );
  expect(await lines(mobile)).toEqual([1]);
  const parts = await lines(row.getByRole('link', { name: late.email }));
  expect(parts.length).toBeGreaterThan(1);
  expect(parts.every((n) => n === 1)).toBe(true);
  await wide.close();
});
