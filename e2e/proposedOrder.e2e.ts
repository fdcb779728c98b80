import { expect, test } from './fixtures';
import type { APIRequestContext } from '@playwright/test';
import { createEditor, signInAsEditor } from './editors';
import { adminToken, signIn } from './support';

// Issue 47 (4): with "editors need review" on, an editor moves a FAQ entry with the keyboard and
// proposes the new order; the site keeps its order until an admin publishes the order from the
// review queue, where both orders stand side by side. The site's order is put back at the end.

const EDITOR_PASSWORD = 'an editor proposing an order 47';

/** The questions of a visitor's FAQ, in the site's order. */
async function siteOrder(request: APIRequestContext) {
  const answer = await request.post('/api/faqSection/getall', { data: {} });
  const { data } = (await answer.json()) as { data: { _id: string; question: string }[] };
  return data;
}

test.describe('an editor under review proposes a new order', () => {
  test('the order waits; the admin publishes it from the review queue', async ({
    browser,
    page,
    request,
  }) => {
    const headers = { 'x-admin-token': await adminToken(request) };
    const stamp = Date.now();
    // Made last, so first in the list: the editor moves the newest one down past the other.
    const questions = [`Asked second ${stamp}?`, `Asked first ${stamp}?`] as const;
    for (const question of questions) {
      const made = await request.post('/api/faqSection/create', {
        headers,
        data: { question, answer: 'Yes.' },
      });
      expect(made.status()).toBe(200);
    }
    const before = await siteOrder(request);
    expect(before.slice(0, 2).map((item) => item.question)).toEqual([questions[1], questions[0]]);
    const review = (on: boolean) =>
      request.post('/api/publishing/update', { headers, data: { editorsNeedReview: on } });
    expect((await review(true)).status()).toBe(200);
    try {
      const username = await createEditor(request, 'orderer', EDITOR_PASSWORD);
      const editor = await signInAsEditor(browser, username, EDITOR_PASSWORD);
      await editor.goto('/manage-faqs');
      const handle = editor.getByRole('button', { name: `Move ${questions[1]}` });
      await handle.focus();
      // Each key waits for its announcement (the drag library drops keys sent back to back).
      const status = editor.getByRole('status').filter({ hasText: questions[1] });
      await editor.keyboard.press('Space');
      await expect(status).toContainText(/position 1 of \d+/);
      await editor.keyboard.press('ArrowDown');
      await expect(status).toContainText(/position 2 of \d+/);
      await editor.keyboard.press('Space');
      await expect(editor.getByText(/it is not proposed yet/)).toBeVisible();
      await editor.getByRole('button', { name: 'Propose this order' }).click();
      await expect(editor.getByText(/^New order proposed: it waits/).first()).toBeVisible();
      await expect(editor.getByText('Proposed order: waiting for review.')).toBeVisible();
      // The site keeps its order meanwhile.
      expect((await siteOrder(request)).map((item) => item._id)).toEqual(
        before.map((item) => item._id),
      );

      await signIn(page);
      await page.goto('/review');
      const card = page.getByRole('listitem').filter({
        has: page.getByRole('link', { name: /^New order: / }),
      });
      await expect(card).toContainText(questions[1]);
      await card.getByRole('button', { name: /^Publish new order/ }).click();
      await expect(
        page.getByText(/^Published: the list is in its new order/).first(),
      ).toBeVisible();
      await expect
        .poll(async () => (await siteOrder(request)).slice(0, 2).map((item) => item.question))
        .toEqual([questions[0], questions[1]]);
    } finally {
      await review(false);
      // Only the two entries this journey made moved: without them, the order is as it was.
      for (const item of await siteOrder(request)) {
        if ((questions as readonly string[]).includes(item.question))
          await request.post('/api/faqSection/delete', {
            headers,
            data: { faqSectionId: item._id },
          });
      }
    }
  });
});
