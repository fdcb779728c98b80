import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { trashedLeadFixtures } from '@/src/fixtures/leadTrash';
import { LeadTrash } from './LeadTrash';

const meta = {
  title: 'Console/LeadTrash',
  component: LeadTrash,
  parameters: {
    docs: {
      description: {
        component:
          "The leads' trash (issue 43): what was moved there, by whom, and the day it is deleted for good. Restore for the leads team; Delete for good and Empty trash for admins, each asking first.\n\n**Do:** Give it the server's page and `canPurge` from the user's role.\n\n**Don't:** Don't show purge buttons to sales: the server refuses them (403).",
      },
    },
  },
  args: {
    leads: trashedLeadFixtures,
    canPurge: true,
    page: 1,
    pageSize: 10,
    total: trashedLeadFixtures.length,
    onPageChange: fn(),
    onPageSizeChange: fn(),
    onRestore: fn(),
    onPurge: fn(),
    onEmpty: fn(),
  },
} satisfies Meta<typeof LeadTrash>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin's view: Restore and Delete for good on each row, Empty trash above. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = trashedLeadFixtures[0]!;
    await userEvent.click(canvas.getByRole('button', { name: `Restore lead from ${first.name}` }));
    await expect(args.onRestore).toHaveBeenCalledWith(first);
  },
};

/** A salesperson's view: Restore only. */
export const ForSales: Story = {
  args: { canPurge: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Empty trash' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Delete for good/ })).toBeNull();
  },
};

/** Nothing in the trash. */
export const Empty: Story = {
  args: { leads: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The trash is empty.')).toBeVisible();
  },
};

/** Delete for good asks first in the console's dialog; Cancel leaves the lead alone. */
export const PurgeAsksConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = trashedLeadFixtures[0]!;
    const purge = `Delete for good the lead from ${first.name}`;
    await userEvent.click(canvas.getByRole('button', { name: purge }));
    const ask = await canvas.findByRole('dialog', { name: 'Delete this lead for good?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await expect(args.onPurge).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: purge }));
    const again = await canvas.findByRole('dialog', { name: 'Delete this lead for good?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Delete for good' }));
    await expect(args.onPurge).toHaveBeenCalledWith(first);
  },
};
