import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NoAccess } from './NoAccess';

const meta = {
  title: 'Console/Parts/NoAccess',
  component: NoAccess,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "A screen the user's role may not open, said in words with the way on.\n\n**Do:** Show it where the screen would be, inside the console's layout.\n\n**Don't:** Don't redirect silently: the user is left wondering where the screen went.",
      },
    },
  },
  args: { screen: 'Leads', role: 'editor', homePath: '/manage-home', homeName: 'Business Online' },
} satisfies Meta<typeof NoAccess>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An editor who opened /leads: the screen named, the role, and the way to its own start. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'You don’t have access to Leads' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Your role, editor, does not include Leads/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Business Online' })).toHaveAttribute(
      'href',
      '/manage-home',
    );
  },
};

/** A salesperson who opened the users screen, at a phone's width. */
export const SalesOnPhone: Story = {
  args: { screen: 'Users', role: 'sales', homePath: '/dashboard', homeName: 'Dashboard' },
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'You don’t have access to Users' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  },
};
