import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TeamTable } from './TeamTable';

const rows = [
  ['asha.kapoor', 'admin', '21 Nov 2026, 4:20 pm IST'],
  ['priya.verma', 'editor', '22 Nov 2026, 10:05 am IST'],
  ['vinod.menon', 'sales', 'Never'],
] as const;

const meta = {
  title: 'Console/Parts/TeamTable',
  component: TeamTable,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "The table of the team, publishing and integration screens (users, audit log, trash, versions, API tokens, preview links, webhooks, deliveries): a caption, column headers and rows, in a box that scrolls sideways on a phone.\n\n**Do:** Say loading or an empty list in `message`, in words that explain it.\n\n**Don't:** Don't use it for the leads inbox: lists the server pages use DataTableServerPaged.",
      },
    },
  },
  args: {
    label: 'Users',
    caption: `Users (${rows.length})`,
    columns: ['Username', 'Role', 'Last sign-in'],
    message: null,
    children: rows.map(([name, role, when]) => (
      <tr key={name}>
        <td>{name}</td>
        <td>{role}</td>
        <td>{when}</td>
      </tr>
    )),
  },
} satisfies Meta<typeof TeamTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The rows under their caption and headers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Users (3)' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + rows.length);
  },
};

/** While loading (or when there is nothing), one row says so across every column. */
export const Message: Story = {
  args: { caption: 'Users', message: 'Loading the users…' },
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getByRole('cell', { name: 'Loading the users…' });
    await expect(cell).toHaveAttribute('colspan', '3');
  },
};

/** On a phone the box scrolls, not the page; the region can be focused to scroll it by keyboard. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Users' });
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};
