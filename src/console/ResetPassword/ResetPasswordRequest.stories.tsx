import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordResetMessages } from '@/sdk/schemas/passwordReset';
import { ResetPasswordRequest } from './ResetPasswordRequest';

const meta = {
  title: 'Console/ResetPasswordRequest',
  component: ResetPasswordRequest,
  parameters: {
    docs: {
      description: {
        component:
          "\"Forgot password?\" from the sign-in page: a username, and a reset link is e-mailed when it is an address.\n\n**Do:** Show the server's answer as it is: the same whether or not the username exists.\n\n**Don't:** Don't offer it where the site sends no e-mail (the sign-in page hides its link then).",
      },
    },
  },
  args: { byEmail: true, onSubmit: fn() },
  decorators: [(Story) => <div style={{ padding: '2rem 1rem' }}>{Story()}</div>],
} satisfies Meta<typeof ResetPasswordRequest>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A username, trimmed, goes to onSubmit. */
export const Ask: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Username/), ' asha@school.in ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('asha@school.in');
  },
};

/** Asked: the neutral answer, and the way back. */
export const Sent: Story = {
  args: { sent: PasswordResetMessages.requested },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(PasswordResetMessages.requested);
    await expect(canvas.queryByLabelText(/Username/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
  },
};

/** Slowed down: the reason under the field, what was typed kept. */
export const Slowed: Story = {
  args: { error: PasswordResetMessages.slowed(4) },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText(/Username/);
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Please wait 4 seconds'),
    );
  },
};

/** A site without e-mail: ask an admin, no form. */
export const NotSetUp: Story = {
  args: { byEmail: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Ask an admin to send you one/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send reset link' })).toBeNull();
  },
};
