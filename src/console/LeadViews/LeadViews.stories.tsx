import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LeadViews } from './LeadViews';

const meta = {
  title: 'Console/LeadViews',
  component: LeadViews,
  parameters: {
    docs: {
      description: {
        component:
          "The inbox's views (All leads, Mine, Unassigned, Follow-up due: today or overdue in India) and Group by contact. The container keeps both in the address with the filters.\n\n**Do:** Set the inbox filter's owner and followUp from the view picked.\n\n**Don't:** Don't filter the page in the browser: the server pages.",
      },
    },
  },
  args: { view: 'all', grouped: false, onViewChange: fn(), onGroupedChange: fn() },
  decorators: [(Story) => <div style={{ padding: '1rem' }}>{Story()}</div>],
} satisfies Meta<typeof LeadViews>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every lead, one row per enquiry. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'All leads' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByLabelText('Group by contact')).not.toBeChecked();
  },
};

export const PickView: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Follow-up due' }));
    await expect(args.onViewChange).toHaveBeenCalledWith('due');
    await userEvent.click(canvas.getByLabelText('Group by contact'));
    await expect(args.onGroupedChange).toHaveBeenCalledWith(true);
  },
};

/** Mine, grouped by contact. */
export const MineGrouped: Story = {
  args: { view: 'mine', grouped: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Mine' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByLabelText('Group by contact')).toBeChecked();
  },
};

/** One colleague's leads (owner=<id> in the address): no view is pressed. */
export const NoNamedView: Story = {
  args: { view: null },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button'))
      await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Views' })).toBeVisible();
  },
};
