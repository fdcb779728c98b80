import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TwoFactorMessages } from '@/sdk/schemas/twoFactor';
import { LoginFormCode } from './LoginFormCode';

const meta = {
  title: 'Console/LoginFormCode',
  component: LoginFormCode,
  parameters: {
    docs: {
      description: {
        component:
          "The second step of sign-in with two-factor: the six-digit code or a recovery code.\n\n**Do:** Use it after a right password when the account has two-factor on.\n\n**Don't:** Don't show it to an account without two-factor, or accept the code without the first step.",
      },
    },
  },
  args: { onSubmit: fn(), onCancel: fn() },
  decorators: [(Story) => <div style={{ padding: '2rem 1rem' }}>{Story()}</div>],
} satisfies Meta<typeof LoginFormCode>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The code from the authenticator app, after a right password. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Code *');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(field, '123 456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('123 456');
  },
};

/** A wrong code: told in an alert region under the code, above the buttons. */
export const WrongCode: Story = {
  args: { error: TwoFactorMessages.wrongCode },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(TwoFactorMessages.wrongCode);
    // Read before the buttons, not after "Back to sign in".
    const verify = canvas.getByRole('button', { name: 'Verify' });
    await expect(alert.compareDocumentPosition(verify) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await expect(canvas.getByLabelText('Code *')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Checking…' })).toBeDisabled();
    await expect(canvas.getByLabelText('Code *')).toBeDisabled();
  },
};

/** Back to the password form. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Back to sign in' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Verify' })).toBeVisible();
  },
};
