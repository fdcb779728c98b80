import { expect, test } from './fixtures';
import type { APIRequestContext } from '@playwright/test';
import { createEditor, signInAsEditor } from './editors';
import { adminToken, signIn } from './support';

// Issue 47 (4): with "editors need review" on, an editor proposes deleting a FAQ entry; the site
// keeps it (a "Proposed: delete" badge in the list) until an admin publishes the delete from the
// review queue, and then it is in the trash, where the admin restores it.

const EDITOR_PASSWORD = 'an editor proposing a delete 47';

/** Whether a visitor's FAQ lists the question. */
async function onTheSite(request: APIRequestContext, question: string) {
  const answer = await request.post('/api/faqSection/getall', { data: {} });
  const { data } = (await answer.json()) as { data: { question: string }[] };
  return data.some((item) => item.question === question);
}

test.describe('an editor under review proposes a delete', () => {
  test('the proposal waits; the admin publishes it, and the entry goes to the trash', async ({
    browser,
    page,
    request,
  }) => {
    const headers = { 'x-admin-token': await adminToken(request) };
    const question = `Is this question still asked ${Date.now()}?`;
    const made = await request.post('/api/faqSection/create', {
      headers,
      data: { question, answer: 'Until an admin publishes the delete, yes.' },
    });
    expect(made.status()).toBe(200);
    const review = (on: boolean) =>
      request.post('/api/publishing/update', { headers, data: { editorsNeedReview: on } });
    expect((await review(true)).status()).toBe(200);
    try {
      const username = await createEditor(request, 'deleter', EDITOR_PASSWORD);
      const editor = await signInAsEditor(browser, username, EDITOR_PASSWORD);
      await editor.goto('/manage-faqs');
      await expect(editor.getByText(/and so is a delete/)).toBeVisible();
      await expect(
        editor.getByRole('button', { name: `Delete ${question}`, exact: true }),
      ).toHaveCount(0);
      await editor.getByRole('button', { name: `Propose delete ${question}` }).click();
      const ask = editor.getByRole('dialog', { name: 'Propose deleting this item?' });
      await expect(ask).toContainText('stays on the site until the delete is published');
      await ask.getByRole('button', { name: 'Propose delete' }).click();
      await expect(
        editor.getByText(/^Delete proposed: it waits for an admin/).first(),
      ).toBeVisible();
      const row = editor.getByRole('row', { name: new RegExp(question.replace('?', '\\?')) });
      await expect(row.getByText('Proposed: delete')).toBeVisible();
      await expect(row.getByRole('button', { name: /Propose delete/ })).toHaveCount(0);
      expect(await onTheSite(request, question)).toBe(true);
      // The editor may not delete it live: the server says so, whatever the console shows.
      const login = await request.post('/api/admin/auth/login', {
        data: { username, password: EDITOR_PASSWORD, macAddress: '00:00:00:00:00:00' },
      });
      const { token } = (await login.json()) as { token: string };
      const { _id: id } = ((await made.json()) as { data: { _id: string } }).data;
      const tries = await request.post('/api/faqSection/delete', {
        headers: { 'x-admin-token': token },
        data: { faqSectionId: id },
      });
      expect(tries.status()).toBe(403);
      expect(await onTheSite(request, question)).toBe(true);

      await signIn(page);
      await page.goto('/review');
      const card = page.getByRole('listitem').filter({ hasText: question });
      await expect(card.getByRole('link', { name: `Delete: ${question}` })).toBeVisible();
      await expect(card).toContainText('proposed to take it off the site into the trash');
      await card.getByRole('button', { name: `Publish delete ${question}` }).click();
      await expect(page.getByText(/^Published: the item is in the trash/).first()).toBeVisible();
      await expect.poll(() => onTheSite(request, question)).toBe(false);

      await page.goto('/trash');
      const trashed = page.getByRole('row', { name: new RegExp(question.replace('?', '\\?')) });
      await trashed.getByRole('button', { name: `Restore ${question}` }).click();
      await expect.poll(() => onTheSite(request, question)).toBe(true);
    } finally {
      await review(false);
    }
  });
});
