import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ConsoleAt, answers, loadRouteCode, failure } from './consoleStory';

// The sign-in page asks whether a reset link can be e-mailed (issue 47 item 5): here it cannot.
const noEmailReset = answers('/api/admin/auth/password-reset/options', { byEmail: false });

// The sign-in screen as the app wires it (auth machine, sdk), MSW as the server.

const meta = {
  title: 'Pages/Console/Sign-in',
  // A page, not a component: no docs page of its own.
  tags: ['!autodocs'],
  // The screen's code is loaded before the story renders (consoleStory.tsx).
  loaders: [loadRouteCode],
  component: ConsoleAt,
  args: { path: '/login' },
  parameters: { router: false, a11y: { test: 'off' }, msw: [noEmailReset] },
} satisfies Meta<typeof ConsoleAt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sign-in screen as it opens. */
export const Default: Story = {
  parameters: { visual: { viewports: ['narrow', 'tablet', 'desktop'] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Username *')).toBeVisible();
  },
};

/** A wrong password: the server's message under the form, in an alert region; no alert() box. */
export const WrongPassword: Story = {
  parameters: {
    msw: [
      noEmailReset,
      http.post('/api/admin/auth/login', () => failure(401, 'Invalid username or password')),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Username *'), 'admin');
    await userEvent.type(canvas.getByLabelText('Password *'), 'not the password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByText('Invalid username or password')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid username or password');
  },
};
