import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { parseCsv } from '@/test-support/csv';
import { screenshot, signIn } from './support';

// About 5,000 characters with everything that breaks CSV and spreadsheets: a leading '=' (a
// formula), quotes, commas and newlines (the browser keeps a textarea's newlines as LF).
const paragraph =
  'We teach "Class 9-12", 3,000 students; fees: ₹1,200/month.\nCall after 6 pm, please.\n';
const message =
  `=HYPERLINK("http://evil.example","click"), "quoted", a,b,c\n${paragraph.repeat(70)}`
    .slice(0, 5000)
    .trimEnd();

test('a visitor leaves a lead; the admin finds it, marks it contacted and exports it', async ({
  page,
}) => {
  const name = `Leads Journey ${Date.now()}`;
  const note = 'Called back, "very keen", demo on Friday.';

  await page.goto('/');
  await page.getByRole('link', { name: 'Book a Demo' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Ready to take your business online?' });
  await modal.getByLabel('Your Name').fill(name);
  await modal.getByLabel('Email Address').fill('principal@journey.in');
  await modal.getByLabel('Mobile No').fill('9876543210');
  await modal.getByLabel('Message').fill(message);
  await modal.getByRole('button', { name: 'Submit Your Request' }).click();
  await expect(page.getByText('Form Submitted Successfully!')).toBeVisible();

  await signIn(page);
  await page.getByRole('link', { name: 'Leads', exact: true }).click();
  await expect(page).toHaveURL(/\/leads$/);
  await page.getByLabel('Search leads').fill(name);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('1 to 1 of 1')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('link', { name: 'principal@journey.in' })).toHaveAttribute(
    'href',
    'mailto:principal@journey.in',
  );
  await expect(row.getByText('New', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Open lead from ${name}` }).click();
  const drawer = page.getByRole('dialog', { name });
  await expect(drawer).toBeVisible();
  // The drawer shows the whole message as it was sent, line breaks included.
  expect(await drawer.locator('.lead-drawer__message').textContent()).toBe(message);
  await drawer.getByLabel('Status').selectOption('contacted');
  await drawer.getByLabel('Private note').fill(note);
  await screenshot(page, 'admin-lead-drawer');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Lead updated.')).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(row.getByText('Contacted', { exact: true })).toBeVisible();
  await screenshot(page, 'admin-leads');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^leads-exported-\d{4}-\d{2}-\d{2}-IST\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  // A BOM first, so Excel reads UTF-8 (₹ and Indian names) correctly.
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...records] = parseCsv(text.slice(1));
  expect(header).toEqual([
    'Received UTC (ISO 8601)',
    'Received India time (IST)',
    'Name',
    'Email',
    'Mobile',
    'Message',
    'Status',
    'Note',
    'Call to action',
    'Page',
    'Source',
    'Medium',
    'Campaign',
    'Term',
    'Content',
    'Referrer',
    'Marketing consent',
    'Consent wording',
    'Consent version',
    'Status in words',
    'Contact ID',
    'Owner ID',
    'Owner',
    'Next follow-up (IST day)',
    'Latest contact note',
    'Latest contact note by',
    'Latest contact note (IST)',
    'ID',
  ]);
  // The export holds the filter in force: the searched lead alone.
  expect(records).toHaveLength(1);
  const lead = Object.fromEntries(header!.map((column, i) => [column, records[0]![i]]));
  expect(lead).toMatchObject({
    Name: name,
    Email: 'principal@journey.in',
    Mobile: '9876543210',
    // Intact, with one single quote in front so a spreadsheet shows the '=' instead of running it.
    Message: `'${message}`,
    Status: 'contacted',
    Note: note,
    // Opened from the header's button on the front page, with no campaign in the link.
    'Call to action': 'header: Book a Demo',
    Page: '/',
    Source: '',
    // The box was left clear.
    'Marketing consent': 'No',
    'Consent wording': '',
  });
});
