import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LAST_ADMIN } from '@/sdk/schemas/users';
import { teamUsers } from '@/src/fixtures/team';
import { UsersPanel } from './UsersPanel';

const meta = {
  title: 'Admin/UsersPanel',
  component: UsersPanel,
  args: {
    users: teamUsers,
    currentUserId: 'u-admin',
    onCreate: fn(),
    onChangeRole: fn(),
    onSetDisabled: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof UsersPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Users' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByText('Active (one-time password)')).toBeVisible();
    // The signed-in admin cannot delete itself from here.
    await expect(canvas.queryByRole('button', { name: 'Delete admin' })).toBeNull();
    await userEvent.selectOptions(canvas.getByLabelText('Role of edna'), 'admin');
    await expect(args.onChangeRole).toHaveBeenCalledWith('u-edna', 'admin');
    await userEvent.click(canvas.getByRole('button', { name: 'Disable edna' }));
    await expect(args.onSetDisabled).toHaveBeenCalledWith('u-edna', true);
    await userEvent.click(canvas.getByRole('button', { name: 'Enable former.staff' }));
    await expect(args.onSetDisabled).toHaveBeenCalledWith('u-old', false);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete edna' }));
    await expect(args.onDelete).toHaveBeenCalledWith(teamUsers[1]);
  },
};

export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Username/), ' new.editor ');
    await userEvent.click(canvas.getByRole('button', { name: 'Create user' }));
    await expect(args.onCreate).toHaveBeenCalledWith({ username: 'new.editor', role: 'editor' });
  },
};

/** Just created: the one-time password is shown to the admin, once. */
export const Created: Story = {
  args: { created: { username: 'new.editor', password: 'Qx7-w1_Lr9PzK2mVb8nT5yU3' } },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('new.editor');
    await expect(within(status).getByText('Qx7-w1_Lr9PzK2mVb8nT5yU3')).toBeVisible();
  },
};

/** The last active admin cannot be demoted, disabled or deleted: the server's 409, said plainly. */
export const LastAdmin: Story = {
  args: { error: LAST_ADMIN },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(LAST_ADMIN);
  },
};

export const Loading: Story = {
  args: { users: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading users…')).toBeVisible();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Create user' })).toBeDisabled();
    await expect(within(canvasElement).getByLabelText('Role of edna')).toBeDisabled();
  },
};
