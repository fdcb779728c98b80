import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RedirectMessages } from '@/sdk/schemas/redirects';
import { movedPageRedirect, redirects } from '@/src/fixtures/redirects';
import { RedirectsPanel } from './RedirectsPanel';

const meta = {
  title: 'Console/RedirectsPanel',
  component: RedirectsPanel,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "The Redirects screen (issue 44 item 4): what a redirect does, a form to add one (old and new address), the table of redirects (where each leads, whether a page's move or a person made it, who and when) and Remove after a confirmation. Without the right to change them, the screen says why instead of offering the form and Remove.\n\n**Do:** Put each refusal beside the address it is about, and name both addresses before a remove.\n\n**Don't:** Don't offer a form or a Remove the server would refuse (an editor while review is on).",
      },
    },
  },
  args: { redirects, onCreate: fn(), onRemove: fn() },
} satisfies Meta<typeof RedirectsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three redirects: a page's move and two added by hand. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Redirects (3)' }));
    await expect(table.getAllByRole('row')).toHaveLength(4);
    await expect(table.getByRole('row', { name: /^\/coaching-institutes/ })).toHaveTextContent(
      'Page moved',
    );
  },
};

export const Empty: Story = {
  args: { redirects: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^No redirects yet\./)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { redirects: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the redirects…')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: {
    redirects: null,
    loadError: { message: 'The redirects could not be loaded.', requestId: 'req-9b1c' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('req-9b1c');
  },
};

/** Adding sends both addresses as typed (trimmed). */
export const AddOne: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'New redirect' }));
    await userEvent.type(form.getByLabelText(/^Old address/), ' /winter ');
    await userEvent.type(form.getByLabelText(/^New address/), '/for-schools');
    await userEvent.click(form.getByRole('button', { name: 'Add redirect' }));
    await expect(args.onCreate).toHaveBeenCalledWith({ from: '/winter', to: '/for-schools' });
  },
};

/** The server's refusals beside the addresses they are about. */
export const WithErrors: Story = {
  args: { errors: { from: RedirectMessages.pageLives, to: RedirectMessages.loop } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Old address/)).toHaveAccessibleDescription(
      expect.stringContaining('A page is live at this address'),
    );
    await expect(canvas.getByLabelText(/^New address/)).toBeInvalid();
  },
};

/** No right to change redirects: the reason instead of the form, no Remove. */
export const ReadOnly: Story = {
  args: {
    readOnlyReason:
      'Review is on: only admins add and remove redirects, because a redirect changes the live site at once.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent(/^Review is on/);
    await expect(canvas.queryByRole('form', { name: 'New redirect' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).toBeNull();
  },
};

/** Remove asks first, then removes. */
export const RemoveAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: `Remove the redirect from ${movedPageRedirect.from}` }),
    );
    const dialog = await canvas.findByRole('dialog', { name: 'Remove this redirect?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove redirect' }));
    await expect(args.onRemove).toHaveBeenCalledWith(movedPageRedirect);
  },
};

export const Narrow: Story = { globals: { viewport: { value: 'narrow' } } };
