import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { UserCreate } from '@/sdk/schemas/users';
import { LAST_ADMIN, USERNAME_TAKEN } from '@/sdk/schemas/users';
import { teamUsers } from '@/src/fixtures/team';
import type { User } from '@/sdk/schemas/users';
import type { PasswordResetLink } from '@/sdk/schemas/passwordReset';
import { UsersPanel } from './UsersPanel';
import type { UsersPanelProps } from './UsersPanel';

/** The panel with its container's answer to a create: the one-time password comes back. */
function CreatingUsers(args: UsersPanelProps) {
  const [created, setCreated] = useState<UsersPanelProps['created']>(null);
  const create = (input: UserCreate) => {
    args.onCreate(input);
    setCreated({ username: input.username, password: 'Qx7-w1_Lr9PzK2mVb8nT5yU3' });
  };
  return <UsersPanel {...args} onCreate={create} created={created} />;
}

const RESET_LINK: PasswordResetLink = {
  username: 'edna',
  link: 'https://www.example.in/reset-password#n3Vq8sXk1bYt6ZpL0cR4mWf9aHj2uEo7dGi5yTk3QsA',
  expiresAt: '2026-12-02T12:30:00.000Z',
  emailed: false,
};

/** The panel with its container's answer to "Send password reset": the link, shown once. */
function SendingResets(args: UsersPanelProps) {
  const [resetLink, setResetLink] = useState<PasswordResetLink | null>(null);
  const send = (user: User) => {
    args.onSendReset?.(user);
    setResetLink({ ...RESET_LINK, username: user.username });
  };
  return (
    <UsersPanel
      {...args}
      onSendReset={send}
      resetLink={resetLink}
      onResetDone={() => setResetLink(null)}
    />
  );
}

const meta = {
  title: 'Console/UsersPanel',
  component: UsersPanel,
  parameters: {
    docs: {
      description: {
        component:
          "Users: create staff accounts with a one-time password, change role, disable, delete.\n\n**Do:** Use it for the Users screen (admins only).\n\n**Don't:** Don't let the last admin be demoted or deleted (the server refuses it too).",
      },
    },
  },
  args: {
    users: teamUsers,
    currentUserId: 'u-admin',
    onCreate: fn(),
    onChangeRole: fn(),
    onSetDisabled: fn(),
    onDelete: fn(),
    onSendReset: fn(),
  },
} satisfies Meta<typeof UsersPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The team: roles, states, and what the signed-in admin may change. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Users' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

/** Role, disable, enable and delete each report the user they are for. */
export const ManageUsers: Story = {
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
    // Delete asks first: Cancel deletes nobody; the dialog's "Delete user" does.
    const askToDelete = async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete edna' }));
      return within(document.body).findByRole('dialog', { name: 'Delete the user edna?' });
    };
    await userEvent.click(within(await askToDelete()).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(await askToDelete()).getByRole('button', { name: 'Delete user' }));
    await expect(args.onDelete).toHaveBeenCalledWith(teamUsers[1]);
  },
};

/** Delete asks in the console's own dialog (no browser confirm()), with focus on Cancel. */
export const DeleteAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete edna' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Delete the user edna?',
    });
    await expect(within(dialog).getByText(/audit log stay/)).toBeVisible();
    // Focus starts on Cancel, so a stray Enter deletes nobody.
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
  // The capture shows the dialog; its focus ring on Cancel is part of the story.
  parameters: { visual: { focus: 'kept' } },
};

export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Username/), ' new.editor ');
    await userEvent.click(canvas.getByRole('button', { name: 'Create user' }));
    await expect(args.onCreate).toHaveBeenCalledWith({ username: 'new.editor', role: 'editor' });
  },
};

/** Just created: the one-time password is shown once, with a copy button; the form is cleared. */
export const Created: Story = {
  render: (args) => <CreatingUsers {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const username = canvas.getByLabelText(/Username/);
    await userEvent.type(username, 'new.editor');
    await userEvent.click(canvas.getByRole('button', { name: 'Create user' }));
    await expect(args.onCreate).toHaveBeenCalledWith({ username: 'new.editor', role: 'editor' });
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('new.editor');
    await expect(within(status).getByText('Qx7-w1_Lr9PzK2mVb8nT5yU3')).toBeVisible();
    await expect(username).toHaveValue('');
    await userEvent.click(within(status).getByRole('button', { name: 'Copy password' }));
    // Copied, or (a browser that refuses the clipboard here) told how to copy it by hand.
    await expect(await within(status).findByText(/^Copied\.|did not allow copying/)).toBeVisible();
  },
};

/** A taken username is told under the Username field, which is marked invalid; no banner. */
export const UsernameTaken: Story = {
  args: { usernameError: USERNAME_TAKEN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const username = canvas.getByLabelText(/Username/);
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveAccessibleDescription(USERNAME_TAKEN);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The list could not be loaded: the reason, the request id, "Try again"; no empty table. */
export const LoadFailed: Story = {
  args: {
    users: [],
    loadError: { message: 'The users could not be loaded. Please try again.', requestId: 'req-9' },
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('alert')).toHaveTextContent('req-9');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
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

/**
 * "Send password reset" (issue 47 item 5): the link is shown once with when it stops working,
 * and hidden for good once the admin has stored it. Not offered for oneself or a disabled user.
 */
export const SendPasswordReset: Story = {
  render: (args) => <SendingResets {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Send password reset to admin' })).toBeNull();
    await expect(
      canvas.queryByRole('button', { name: 'Send password reset to former.staff' }),
    ).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Send password reset to edna' }));
    await expect(args.onSendReset).toHaveBeenCalledWith(expect.objectContaining({ _id: 'u-edna' }));
    const link = canvas.getByLabelText('Reset link for edna');
    await expect(link).toHaveValue(RESET_LINK.link);
    await expect(canvas.getByText(/It works once, until/)).toHaveTextContent('2 Dec 2026');
    await expect(canvas.getByText(/it will not be shown again/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'I have stored it' }));
    await expect(canvas.queryByLabelText('Reset link for edna')).toBeNull();
  },
};

/** A link the server also e-mailed (SMTP set, the username an address) says so. */
export const PasswordResetEmailed: Story = {
  args: { resetLink: { ...RESET_LINK, username: 'edna', emailed: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/It was also e-mailed to them/)).toBeVisible();
    await expect(canvas.getByLabelText('Reset link for edna')).toHaveValue(RESET_LINK.link);
  },
};
