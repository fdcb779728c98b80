import { expect, userEvent, within } from 'storybook/test';
import { ACCESS_TOKEN_KEY } from '@/sdk/schemas';
import { STORY_REQUEST_ID } from './consoleStory';

// The assertions every page's error and signed-out stories share, and the end of a play that
// clicked a control.

/** The error state: the reason, the request id for support, and Try again; no empty state. */
export async function showsLoadError(canvasElement: HTMLElement, empty?: RegExp) {
  const canvas = within(canvasElement);
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent(STORY_REQUEST_ID);
  await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  if (empty) await expect(canvas.queryByText(empty)).toBeNull();
}

/** A 401: the console signs out and shows the sign-in form. */
export async function signsOut(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('button', { name: 'Sign In' })).toBeVisible();
  // The token is gone from both stores (a form's preview preference may stay: it is no secret).
  await expect(sessionStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  await expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
}

/**
 * A play that ends on a clicked control ends at rest for the picture: the pointer off it and no
 * focus ring left (its hover and focus styles were caught at different moments from run to run).
 */
export async function atRest(canvasElement: HTMLElement, control: HTMLElement) {
  await userEvent.unhover(control);
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  await expect(control).not.toHaveFocus();
}
