import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DraftMessages } from '@/sdk/content/drafts';
import type { Redirect } from '@/sdk/schemas/redirects';
import { RedirectMessages } from '@/sdk/schemas/redirects';
import { addedRedirect, movedPageRedirect, redirects } from '@/src/fixtures/redirects';
import {
  ConsoleAt,
  currentAdmin,
  editorsNeedReview,
  failure,
  fails,
  hangs,
  loadRouteCode,
  ok,
  signedIn,
  signedInAs,
} from './consoleStory';
import { showsLoadError } from './statePlays';

// The Redirects screen (issue 44 item 4) as the app wires it: the list, the empty and loading
// and error states, the server's refusals beside the form's fields, the confirm before a remove,
// and an editor while review is on, who sees the list but is not offered changes.

const meta = {
  title: 'Pages/Console/Redirects',
  tags: ['!autodocs'],
  loaders: [loadRouteCode],
  component: ConsoleAt,
  args: { path: '/manage-redirects' },
  beforeEach: signedIn,
  parameters: { router: false, a11y: { test: 'off' } },
} satisfies Meta<typeof ConsoleAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const LIST = '/api/redirects/getall';
const everyWidth = { viewports: ['narrow', 'tablet', 'desktop'] } as const;

/** A list the story's create and delete change, so a reload after either shows its effect. */
function redirectServer(start: readonly Redirect[]) {
  let stored = [...start];
  return [
    http.post(LIST, () => ok(stored)),
    http.post('/api/redirects/create', () => {
      stored = [...stored, addedRedirect].sort((a, b) => a.from.localeCompare(b.from));
      return ok(addedRedirect, RedirectMessages.created);
    }),
    http.post('/api/redirects/delete', async ({ request }) => {
      const { from } = (await request.json()) as { from: string };
      const removed = stored.find((r) => r.from === from);
      stored = stored.filter((r) => r.from !== from);
      return removed ? ok(removed, RedirectMessages.deleted) : failure(404, 'Not found.');
    }),
  ];
}

const table = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: /^Redirects/ }));

/** Three redirects: a page's move and two added by hand, with who made each and when. */
export const Default: Story = {
  parameters: { visual: everyWidth, msw: [currentAdmin, http.post(LIST, () => ok(redirects))] },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await rows.findByRole('rowheader', { name: movedPageRedirect.from });
    await expect(rows.getAllByRole('row')).toHaveLength(redirects.length + 1);
    await expect(rows.getByRole('row', { name: /^\/coaching-institutes/ })).toHaveTextContent(
      /\/for-coaching-institutes.*Page moved.*edna\.editor/,
    );
    const nav = within(canvasElement).getByRole('navigation', { name: 'Admin' });
    await expect(within(nav).getByRole('link', { name: 'Redirects' })).toBeVisible();
    await expect(within(canvasElement).getByRole('form', { name: 'New redirect' })).toBeVisible();
  },
};

/** None yet: the table says what will put one there; the intro says what a redirect is. */
export const Empty: Story = {
  parameters: { msw: [currentAdmin, http.post(LIST, () => ok([]))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^No redirects yet\./)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'What a redirect does' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: [currentAdmin, hangs(LIST)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the redirects…')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: [currentAdmin, fails(LIST)] },
  play: async ({ canvasElement }) => showsLoadError(canvasElement, /^No redirects yet/),
};

/** The server's 409: the new address leads back here. Its words stand beside that field. */
export const AddRefusedLoop: Story = {
  parameters: {
    msw: [
      currentAdmin,
      http.post(LIST, () => ok(redirects)),
      http.post('/api/redirects/create', () =>
        failure(409, RedirectMessages.loop, [{ path: ['to'], message: RedirectMessages.loop }]),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const from = await canvas.findByLabelText(/^Old address/);
    const to = canvas.getByLabelText(/^New address/);
    await userEvent.type(from, '/for-coaching-institutes');
    await userEvent.type(to, '/coaching-institutes');
    await userEvent.click(canvas.getByRole('button', { name: 'Add redirect' }));
    await waitFor(() => expect(to).toHaveAccessibleDescription(/go round in a loop/));
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(from).not.toHaveAttribute('aria-invalid');
    await expect(from).toHaveValue('/for-coaching-institutes');
  },
};

/** An address that is not a path is answered beside its field before anything is sent. */
export const AddRefusedFormat: Story = {
  parameters: {
    msw: [
      currentAdmin,
      http.post(LIST, () => ok(redirects)),
      http.post('/api/redirects/create', () => failure(500, 'This story sends no create.')),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const from = await canvas.findByLabelText(/^Old address/);
    await userEvent.type(from, 'summer offer');
    await userEvent.type(canvas.getByLabelText(/^New address/), '/for-schools');
    await userEvent.click(canvas.getByRole('button', { name: 'Add redirect' }));
    await waitFor(() => expect(from).toHaveAccessibleDescription(/as a path on this site/));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Added: the form starts afresh and the list, read again, holds the new redirect. */
export const Added: Story = {
  parameters: { msw: [currentAdmin, ...redirectServer(redirects)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Old address/), addedRedirect.from);
    await userEvent.type(canvas.getByLabelText(/^New address/), addedRedirect.to);
    await userEvent.click(canvas.getByRole('button', { name: 'Add redirect' }));
    const rows = await table(canvasElement);
    await rows.findByRole('rowheader', { name: addedRedirect.from });
    await expect(canvas.getByLabelText(/^Old address/)).toHaveValue('');
  },
};

/** Remove asks first, naming both addresses; nothing is sent until it is confirmed. */
export const RemoveAsksFirst: Story = {
  parameters: {
    // The dialog over the page's first screen (the page itself is Default's picture).
    visual: { focus: 'kept', fullPage: false },
    msw: [
      currentAdmin,
      http.post(LIST, () => ok(redirects)),
      http.post('/api/redirects/delete', () => failure(500, 'This story sends no delete.')),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: `Remove the redirect from ${movedPageRedirect.from}`,
      }),
    );
    const dialog = await canvas.findByRole('dialog', { name: 'Remove this redirect?' });
    await expect(dialog).toHaveTextContent(
      `${movedPageRedirect.from} stops leading to ${movedPageRedirect.to}`,
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** Confirmed: the redirect is gone from the list read again. */
export const Removed: Story = {
  parameters: { msw: [currentAdmin, ...redirectServer(redirects)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: `Remove the redirect from ${movedPageRedirect.from}`,
      }),
    );
    const dialog = await canvas.findByRole('dialog', { name: 'Remove this redirect?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove redirect' }));
    const rows = await table(canvasElement);
    await waitFor(() => expect(rows.getAllByRole('row')).toHaveLength(redirects.length));
    await expect(rows.queryByRole('rowheader', { name: movedPageRedirect.from })).toBeNull();
  },
};

/** An editor while review is on reads the list; no form, no Remove, and the screen says why. */
export const EditorWhileReviewOn: Story = {
  parameters: {
    msw: [signedInAs('editor'), editorsNeedReview(true), http.post(LIST, () => ok(redirects))],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/^Review is on: only admins add and remove/),
    ).toBeVisible();
    const rows = await table(canvasElement);
    await rows.findByRole('rowheader', { name: movedPageRedirect.from });
    await expect(canvas.queryByRole('form', { name: 'New redirect' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).toBeNull();
  },
};

/** Review was switched on after the screen opened: the server's 403 takes the form away. */
export const RefusedByServer: Story = {
  parameters: {
    msw: [
      signedInAs('editor'),
      editorsNeedReview(false),
      http.post(LIST, () => ok(redirects)),
      http.post('/api/redirects/create', () => failure(403, DraftMessages.reviewRequired)),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Old address/), addedRedirect.from);
    await userEvent.type(canvas.getByLabelText(/^New address/), addedRedirect.to);
    await userEvent.click(canvas.getByRole('button', { name: 'Add redirect' }));
    await expect(
      await canvas.findByText(/^Review is on: only admins add and remove/),
    ).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'New redirect' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).toBeNull();
  },
};
