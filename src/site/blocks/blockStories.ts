import { expect, waitFor } from 'storybook/test';

/**
 * The carousels load once the visitor is active and near them (LoadWhenNear): the story scrolls
 * to each and fires activity until its swiper is there, then goes back to the top. For stories.
 */
export async function revealCarousels(canvasElement: HTMLElement): Promise<void> {
  for (const part of canvasElement.querySelectorAll('.load-when-near')) {
    part.scrollIntoView();
    await waitFor(
      () => {
        window.dispatchEvent(new Event('scroll'));
        expect(part.querySelector('.swiper')).not.toBeNull();
      },
      { timeout: 5000 },
    );
  }
  window.scrollTo({ top: 0, behavior: 'instant' });
}
