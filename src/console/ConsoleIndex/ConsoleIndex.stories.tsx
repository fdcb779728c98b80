import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { consoleNavigation, screensFor } from '../navigation';
import { ConsoleIndex } from './ConsoleIndex';

const meta = {
  title: 'Console/ConsoleIndex',
  component: ConsoleIndex,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "The More page: every screen the user may open, by group, as large links.\n\n**Do:** Use it where the breadcrumb's More leads, and on a phone where the navigation is hidden.\n\n**Don't:** Don't list screens the user's role may not open: pass the navigation for their role.",
      },
    },
  },
  args: { navigation: consoleNavigation() },
} satisfies Meta<typeof ConsoleIndex>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin's "More" page: every screen, by group. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const clients = canvas.getByRole('region', { name: 'Clients' });
    await expect(within(clients).getByRole('link', { name: 'Manage Client' })).toHaveAttribute(
      'href',
      '/manage-client',
    );
    await expect(canvas.getByRole('link', { name: 'Leads' })).toBeVisible();
  },
};

/** An editor's: the content and their own account, nothing they may not open. */
export const Editor: Story = {
  args: { navigation: consoleNavigation(screensFor('editor')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Leads' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'My account' })).toBeVisible();
  },
};

export const Narrow: Story = { globals: { viewport: { value: 'narrow' } } };
