import { expect, test } from './fixtures';
import type { APIRequestContext } from '@playwright/test';
import { createEditor, signInAsEditor } from './editors';
import { adminToken, signIn } from './support';

// Issue 47 (4): with "editors need review" on, an editor flips a FAQ entry's switch; it is a
// proposal (the site still shows the entry) until an admin publishes it from the review queue.

const EDITOR_PASSWORD = 'an editor proposing phrase 47';

/** Whether a visitor's FAQ lists the question. */
async function onTheSite(request: APIRequestContext, question: string) {
  const answer = await request.post('/api/faqSection/getall', { data: {} });
  const { data } = (await answer.json()) as { data: { question: string }[] };
  return data.some((item) => item.question === question);
}

test.describe('an editor under review proposes a switch', () => {
  test('the proposal waits; the admin publishes it from the review queue', async ({
    browser,
    page,
    request,
  }) => {
    const headers = { 'x-admin-token': await adminToken(request) };
    const question = `Is the proposal live ${Date.now()}?`;
    const made = await request.post('/api/faqSection/create', {
      headers,
      data: { question, answer: 'Not until an admin publishes it.' },
    });
    expect(made.status()).toBe(200);
    const review = (on: boolean) =>
      request.post('/api/publishing/update', { headers, data: { editorsNeedReview: on } });
    expect((await review(true)).status()).toBe(200);
    try {
      const username = await createEditor(request, 'proposer', EDITOR_PASSWORD);
      const editor = await signInAsEditor(browser, username, EDITOR_PASSWORD);
      await editor.goto('/manage-faqs');
      await expect(editor.getByText(/a switch you flip is proposed/)).toBeVisible();
      await editor
        .getByRole('switch', { name: `Status of ${question}: propose a change for review` })
        .click();
      await expect(editor.getByText(/^Proposed: it waits for an admin/).first()).toBeVisible();
      const proposed = editor.getByRole('switch', {
        name: `Status of ${question}, proposed: hidden; the site shows it until review`,
      });
      await expect(proposed).not.toBeChecked();
      await expect(editor.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
      expect(await onTheSite(request, question)).toBe(true);

      await signIn(page);
      await page.goto('/review');
      const card = page.getByRole('listitem').filter({ hasText: question });
      const flag = card.getByRole('row', { name: /Shown on the site/ });
      await expect(flag.getByRole('cell').nth(0)).toHaveText('Yes');
      await expect(flag.getByRole('cell').nth(1)).toHaveText('No');
      await card.getByRole('button', { name: /^Publish/ }).click();
      await expect(page.getByText('Published.').first()).toBeVisible();
      await expect.poll(() => onTheSite(request, question)).toBe(false);
    } finally {
      await review(false);
    }
  });
});
