import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { screenshot, signIn, submitSignIn } from './support';

// Issue 38: two enquiries from one school become one contact; a salesperson takes it and plans
// a follow-up, and the inbox's "Mine" and "Follow-up due" views show it, and so does the
// salesperson's dashboard (issue 47).

/** One enquiry through the public lead form, as a visitor sends it. */
async function enquire(
  page: Page,
  lead: { name: string; email: string; mobile: string; message: string },
) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Book a Demo' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Ready to take your business online?' });
  await modal.getByLabel('Your Name').fill(lead.name);
  await modal.getByLabel('Email Address').fill(lead.email);
  await modal.getByLabel('Mobile No').fill(lead.mobile);
  await modal.getByLabel('Message').fill(lead.message);
  await modal.getByRole('button', { name: 'Submit Your Request' }).click();
  await expect(page.getByText('Form Submitted Successfully!')).toBeVisible();
}

/** Today in India, as a date input takes it: the day follow-ups are due against. */
const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

test('two enquiries from one school become one contact; a salesperson takes it and plans a follow-up', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const school = `Contact Journey School ${stamp}`;
  const digits = `7${String(stamp).slice(-9)}`;
  // The same school twice: its e-mail in another case, its mobile with +91 and then a leading 0.
  await enquire(page, {
    name: school,
    email: `Principal.${stamp}@Journey-School.in`,
    mobile: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`,
    message: 'We would like a demo for our teachers.',
  });
  await enquire(page, {
    name: school,
    email: `principal.${stamp}@journey-school.in`,
    mobile: `0${digits}`,
    message: 'Writing again: can we see the pricing too?',
  });

  // The admin makes a salesperson, who is shown a one-time password.
  const salesName = `sales.${stamp}`;
  const salesPassword = 'a long sales phrase 38';
  await signIn(page);
  await page.getByRole('link', { name: 'Users' }).click();
  await page.getByLabel(/Username/).fill(salesName);
  await page.getByLabel('Role', { exact: true }).selectOption('sales');
  await page.getByRole('button', { name: 'Create user' }).click();
  const oneTime = (await page.getByTestId('one-time-password').textContent())?.trim() ?? '';
  expect(oneTime.length).toBeGreaterThanOrEqual(20);

  // The salesperson signs in in a browser of their own and chooses a password first.
  const context = await browser.newContext();
  const sales = await context.newPage();
  await submitSignIn(sales, salesName, oneTime);
  await expect(sales).toHaveURL(/\/account$/);
  await sales.getByLabel('Current password').fill(oneTime);
  await sales.getByLabel(/^New password/).fill(salesPassword);
  await sales.getByLabel('Repeat the new password').fill(salesPassword);
  await sales.getByRole('button', { name: 'Change password' }).click();
  await expect(sales.getByRole('status')).toContainText('Your password is changed');

  // The inbox: both enquiries, the newer one the school's 2nd, neither owned yet.
  await sales.getByRole('link', { name: 'Leads', exact: true }).click();
  await sales.getByLabel('Search leads').fill(school);
  await sales.getByRole('button', { name: 'Apply' }).click();
  await expect(sales.getByText('1 to 2 of 2')).toBeVisible();
  const inbox = sales.getByRole('table', { name: 'Leads' });
  const second = inbox.getByRole('row').filter({ hasText: 'Writing again' });
  await expect(second.getByRole('link', { name: /^2nd enquiry/ })).toBeVisible();
  await expect(second).toContainText('Unassigned');
  await expect(inbox.getByRole('row').filter({ hasText: 'We would like' })).toContainText(
    '1st enquiry',
  );

  // The contact: one timeline holding both enquiries, the first and the latest touch.
  await second.getByRole('link', { name: /^2nd enquiry/ }).click();
  await expect(sales).toHaveURL(/\/leads\/contacts\/[^/]+$/);
  await expect(sales.getByRole('heading', { name: school })).toBeVisible();
  await expect(sales.getByText('2 enquiries')).toBeVisible();
  const timeline = sales.getByRole('list', { name: 'Timeline' });
  await expect(timeline.getByRole('article', { name: '1st enquiry' })).toContainText('First touch');
  await expect(timeline.getByRole('article', { name: '2nd enquiry' })).toContainText(
    'Latest touch',
  );

  // Assign to me, and a follow-up today (India): due now.
  await sales.getByRole('button', { name: 'Assign to me' }).click();
  await expect(sales.getByText(`${salesName} (you)`)).toBeVisible();
  await expect(timeline).toContainText(salesName);
  await sales.getByLabel('Follow-up day (India)').fill(indiaToday());
  await sales.getByRole('button', { name: 'Save follow-up' }).click();
  await expect(sales.getByText('Due today')).toBeVisible();
  await screenshot(sales, 'sales-contact');

  // "Mine" and "Follow-up due" show the school's enquiries, with the owner and the day.
  await sales.getByRole('link', { name: 'Back to the leads' }).click();
  await sales.getByLabel('Search leads').fill(school);
  await sales.getByRole('button', { name: 'Apply' }).click();
  await sales.getByRole('button', { name: 'Mine' }).click();
  await expect(sales).toHaveURL(/owner=me/);
  await expect(sales.getByText('1 to 2 of 2')).toBeVisible();
  await expect(inbox.getByRole('row').filter({ hasText: 'Writing again' })).toContainText(
    salesName,
  );
  await sales.getByRole('button', { name: 'Follow-up due' }).click();
  await expect(sales).toHaveURL(/followUp=due/);
  await expect(sales.getByText('1 to 2 of 2')).toBeVisible();
  await expect(inbox.getByRole('row').filter({ hasText: 'Writing again' })).toContainText(
    'Due today',
  );
  await sales.getByRole('button', { name: 'Unassigned' }).click();
  await expect(sales.getByText('No leads match these filters.')).toBeVisible();
  await screenshot(sales, 'sales-inbox-due');

  // The dashboard (issue 47): the school is the salesperson's one follow-up due, first on the
  // page, and See all opens the inbox grouped by contact with the same filter.
  await sales.goto('/dashboard');
  const due = sales.getByRole('region', { name: 'My follow-ups due' });
  await expect(due).toContainText('1 contact to follow up today or overdue');
  await expect(due.getByRole('link', { name: school })).toHaveAttribute(
    'href',
    /^\/leads\/contacts\/[^/]+$/,
  );
  await expect(due).toContainText('Due today');
  await screenshot(sales, 'sales-dashboard');
  await due.getByRole('link', { name: 'See all follow-ups due' }).click();
  await expect(sales).toHaveURL(/\/leads\?owner=me&followUp=due&group=contact$/);
  await expect(
    sales.getByRole('table', { name: 'Contacts' }).getByRole('link', { name: school }),
  ).toBeVisible();
  await context.close();
});
