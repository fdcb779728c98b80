import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordMessages } from '@/sdk/schemas/users';
import { AccountPanel, PASSWORDS_DIFFER } from './AccountPanel';

const meta = {
  title: 'Console/AccountPanel',
  component: AccountPanel,
  parameters: {
    docs: {
      description: {
        component:
          "My account: the signed-in user changes their own password, manages two-factor sign-in and signs out on every device.\n\n**Do:** Use it only for the signed-in user's own account, on the My account screen.\n\n**Don't:** Don't use it to change someone else's password: that is a one-time password from Users.",
      },
    },
  },
  args: {
    username: 'edna',
    role: 'editor',
    mustChangePassword: false,
    onChangePassword: fn(),
    onSignOutEverywhere: fn(),
  },
} satisfies Meta<typeof AccountPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Types the current and new password, the repeat as given, and submits. */
async function fillAndSubmit(canvasElement: HTMLElement, repeat: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/Current password/), 'old password here');
  await userEvent.type(canvas.getByLabelText(/New password/), 'violet kettle on a hill');
  await userEvent.type(canvas.getByLabelText(/Repeat the new password/), repeat);
  await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
}

/** The signed-in user's own account: change the password, sign out everywhere. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Sign out everywhere' }),
    ).toBeVisible();
  },
};

/** A new password is sent with the current one; Sign out everywhere asks the server. */
export const ChangePassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvasElement, 'violet kettle on a hill');
    await expect(args.onChangePassword).toHaveBeenCalledWith({
      currentPassword: 'old password here',
      newPassword: 'violet kettle on a hill',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out everywhere' }));
    await expect(args.onSignOutEverywhere).toHaveBeenCalled();
  },
};

/** The two new passwords differ: nothing is sent, the field says why. */
export const Mismatch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvasElement, 'violet kettle on a hil');
    await expect(canvas.getByText(PASSWORDS_DIFFER)).toBeVisible();
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

/** First sign-in with a one-time password: the console asks for a new one first. */
export const OneTimePassword: Story = {
  args: { mustChangePassword: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/one-time password/);
  },
};

/** The server refused the new password (one of the 10,000 most common). */
export const Refused: Story = {
  args: { error: PasswordMessages.common },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText(/New password/);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText(PasswordMessages.common)).toBeVisible();
  },
};

export const Changed: Story = {
  args: { notice: 'Your password is changed; other devices are signed out.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/changed/);
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Sign out everywhere' })).toBeDisabled();
  },
};
