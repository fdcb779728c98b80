import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordResetMessages } from '@/sdk/schemas/passwordReset';
import { PasswordMessages } from '@/sdk/schemas/users';
import { ResetPasswordForm } from './ResetPasswordForm';

const meta = {
  title: 'Console/ResetPasswordForm',
  component: ResetPasswordForm,
  parameters: {
    docs: {
      description: {
        component:
          "The page a password reset link opens (/reset-password#token): a new password, then Sign in; a used or expired link says so.\n\n**Do:** Read the token from the link's fragment and keep it in the container.\n\n**Don't:** Don't put the token in a query string, where logs and Referer headers would carry it.",
      },
    },
  },
  args: { status: 'form', onSubmit: fn() },
  decorators: [(Story) => <div style={{ padding: '2rem 1rem' }}>{Story()}</div>],
} satisfies Meta<typeof ResetPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form: a new password with the rules under its label; Set new password sends it. */
export const Form: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText(/New password/);
    await expect(field).toBeRequired();
    await expect(field).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(field, 'a brand new passphrase');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('a brand new passphrase');
  },
};

/** A password the rules refuse: the reason under the field, which is marked invalid. */
export const WeakPassword: Story = {
  args: { fieldError: PasswordMessages.common },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText(/New password/);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(PasswordMessages.common),
    );
  },
};

/** While the password is saved: the form is blocked and says so. */
export const Saving: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(canvas.getByLabelText(/New password/)).toBeDisabled();
  },
};

/** An expired link: why, and the way back to sign in; no form. */
export const ExpiredLink: Story = {
  args: { status: 'link-error', linkError: PasswordResetMessages.expired },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(PasswordResetMessages.expired);
    await expect(canvas.queryByLabelText(/New password/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** A link used already says so too. */
export const UsedLink: Story = {
  args: { status: 'link-error', linkError: PasswordResetMessages.used },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(PasswordResetMessages.used);
  },
};

/** Done: the new password is set, every device signed out; Sign in. */
export const Done: Story = {
  args: { status: 'done' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your password is set' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(/signed out/);
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};
