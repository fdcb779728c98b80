import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { LAST_ADMIN } from '@/sdk/schemas/users';
import { teamUsers } from '@/src/fixtures/team';
import {
  ConsoleAt,
  loadRouteCode,
  currentAdmin,
  failure,
  ok,
  signedIn,
  signedInAs,
} from './consoleStory';

// The team screens as the app wires them (shell, containers, sdk), with MSW as the server.

const meta = {
  title: 'Pages/Console/Users and roles',
  // A page, not a component: no docs page of its own.
  tags: ['!autodocs'],
  // The screen's code is loaded before the story renders (consoleStory.tsx).
  loaders: [loadRouteCode],
  component: ConsoleAt,
  args: { path: '/users' },
  beforeEach: signedIn,
  parameters: { router: false, a11y: { test: 'off' } },
} satisfies Meta<typeof ConsoleAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const userList = http.post('/api/admin/users/getall', () => ok(teamUsers));

/** An admin's Users screen; demoting the last admin is refused with the server's 409. */
export const UsersForAnAdmin: Story = {
  parameters: {
    msw: [
      currentAdmin,
      userList,
      http.post('/api/admin/users/update', () => failure(409, LAST_ADMIN)),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Users' });
    await expect(canvas.getByRole('link', { name: 'Audit log' })).toBeVisible();
    await userEvent.selectOptions(await within(table).findByLabelText('Role of admin'), 'editor');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(LAST_ADMIN);
  },
};

/**
 * An editor who opens /users is told it has no access there (issue 47: it used to land
 * elsewhere without a word), with no leads, users or audit log in the navigation.
 */
export const EditorNavigation: Story = {
  args: { path: '/users' },
  parameters: {
    msw: [
      signedInAs('editor'),
      // Wherever the editor lands first, its content list or section answers empty.
      http.post('/api/*/getall', () => ok([])),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Admin' });
    await expect(within(nav).getByRole('link', { name: 'My account' })).toBeVisible();
    for (const hidden of ['Dashboard', 'Leads', 'Users', 'Audit log'])
      await expect(within(nav).queryByRole('link', { name: hidden })).toBeNull();
    await expect(canvas.queryByRole('table', { name: 'Users' })).toBeNull();
    await expect(
      await canvas.findByRole('heading', { name: 'You don’t have access to Users' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Your role, editor, does not include Users/)).toBeVisible();
  },
};

/** A one-time password: whatever the address, the console asks for a new password first. */
export const OneTimePassword: Story = {
  args: { path: '/home' },
  parameters: { msw: [signedInAs('editor', true)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/one-time password/);
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeVisible();
    // story.editor is no address: no switch, the reason instead (as a real server answers).
    await expect(canvas.getByText(/is not an e-mail address/)).toBeVisible();
    await expect(canvas.queryByRole('switch', { name: 'E-mail me about reviews' })).toBeNull();
  },
};
