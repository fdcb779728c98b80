import { expect, test } from './fixtures';
import { screenshot, signIn } from './support';

// Issue 34 item 5: a visitor without JavaScript leaves a lead through the lead page's plain form,
// and the team finds it in the inbox with where it came from.

test('a visitor without JavaScript leaves a lead; the admin finds it with its attribution', async ({
  browser,
  page,
}) => {
  const name = `No Script Visitor ${Date.now()}`;
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const site = await visitor.newPage();
  await site.goto('/?utm_source=newsletter&utm_campaign=noscript');
  await site.getByRole('link', { name: 'Get Free Consultant' }).click();
  await expect(site).toHaveURL(/\/book-a-demo\?cta=banner%3A%20Get%20Free%20Consultant$/);
  await expect(
    site.getByRole('heading', { level: 1, name: 'Ready to take your business online?' }),
  ).toBeVisible();

  // A mistake first: the page comes back with what was typed and the message beside the field.
  await site.getByLabel('Your Name').fill(name);
  await site.getByLabel('Email Address').fill('reader@newsletter');
  await site.getByLabel('Mobile No').fill('+91 98765 43210');
  await site.getByLabel('Message').fill('Writing from a browser with scripts off.');
  await site.getByRole('checkbox', { name: /send me news and offers/ }).check();
  await site.getByRole('button', { name: 'Submit Your Request' }).click();
  await expect(site.getByRole('alert')).toHaveText('Please enter a valid email address');
  await expect(site.getByLabel('Email Address')).toHaveAccessibleDescription(
    'Please enter a valid email address',
  );
  await expect(site.getByLabel('Your Name')).toHaveValue(name);
  await expect(site.getByRole('checkbox', { name: /send me news and offers/ })).toBeChecked();
  await screenshot(site, 'lead-page-no-script-refused');

  await site.getByLabel('Email Address').fill('reader@newsletter.in');
  await site.getByRole('button', { name: 'Submit Your Request' }).click();
  await expect(site).toHaveURL(/\/book-a-demo\/thanks$/);
  await expect(
    site.getByRole('heading', { level: 1, name: 'Form Submitted Successfully!' }),
  ).toBeVisible();
  await visitor.close();

  await signIn(page);
  await page.goto('/leads');
  await page.getByLabel('Search leads').fill(name);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('1 to 1 of 1')).toBeVisible();
  await page.getByRole('button', { name: `Open lead from ${name}` }).click();
  const drawer = page.getByRole('dialog', { name });
  const origin = drawer.getByRole('region', { name: 'Where it came from' });
  await expect(origin).toContainText('Call to actionbanner: Get Free Consultant');
  await expect(origin).toContainText('Page/');
  await expect(origin).toContainText('Sourcenewsletter');
  await expect(origin).toContainText('Campaignnoscript');
  await expect(drawer.getByRole('region', { name: 'Marketing consent' })).toContainText(
    'send me news and offers',
  );
  await expect(drawer.getByRole('link', { name: /\+91\s98765\s43210/ })).toBeVisible();
  await screenshot(page, 'admin-lead-from-no-script-page');
});
