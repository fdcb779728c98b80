import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Console/LoginForm',
  component: LoginForm,
  parameters: {
    docs: {
      description: {
        component:
          "The console's sign-in: username, password, Remember me and Sign In; the server's refusal is shown under the form.\n\n**Do:** Use it on /login only.\n\n**Don't:** Don't show which of username or password was wrong, or keep the password anywhere but in the form.",
      },
    },
  },
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ padding: '2rem 1rem' }}>{Story()}</div>],
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sign-in form as it opens: both fields required, Remember me on. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Username *')).toBeRequired();
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  },
};

/** Filled in and signed in: the three values go to onSubmit. */
export const SignIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Username *')).toBeRequired();
    await expect(canvas.getByLabelText('Password *')).toBeRequired();
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await userEvent.type(canvas.getByLabelText('Username *'), 'admin');
    await userEvent.type(canvas.getByLabelText('Password *'), 'correct horse');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: 'admin',
      password: 'correct horse',
      remember: false,
    });
  },
};

/** The browser's required check stops an empty submit. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(canvas.getByLabelText('Username *')).toBeInvalid();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Chromium's own "Please fill out this field" bubble fades after a few seconds, so a picture
    // of it depends on timing: focus moves on, which closes it; the field stays invalid.
    canvas.getByRole('button', { name: 'Sign In' }).focus();
    await expect(canvas.getByLabelText('Username *')).toBeInvalid();
  },
};

/** A failed sign-in: the spec's message in an alert region under the form, not an alert() box. */
export const WithErrors: Story = {
  args: { error: 'Login failed', initialUsername: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Login failed');
    // Under the form: after the Sign In button in the page's order.
    const button = canvas.getByRole('button', { name: 'Sign In' });
    await expect(button.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  },
};

export const Submitting: Story = {
  args: { submitting: true, initialUsername: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    await expect(canvas.getByLabelText('Username *')).toBeDisabled();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign In' })).toBeVisible();
  },
};

/** Where a reset link can be e-mailed (issue 47 item 5): "Forgot password?" under the form. */
export const ForgotPassword: Story = {
  args: { forgotPasswordHref: '/reset-password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  },
};
