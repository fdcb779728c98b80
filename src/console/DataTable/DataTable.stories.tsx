import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ClientItem } from '@/sdk/content';
import { clientFixtures } from '@/src/fixtures/adminContent';
import { DataTable } from './DataTable';
import type { DataTableColumn } from './dataTableModel';
import { truncate } from './truncate';

const columns: DataTableColumn<ClientItem>[] = [
  { id: 'sno', header: 'S.NO', cell: (_, position) => position },
  {
    id: 'name',
    header: 'Client Name',
    cell: (c) => truncate(c.clientTitle),
    sortValue: (c) => c.clientTitle,
    filterValue: (c) => c.clientTitle,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (c) => (c.isActive ? 'Active' : 'Inactive'),
    sortValue: (c) => (c.isActive ? 1 : 0),
  },
];

// Storybook infers no generic, so the meta names the row type through a typed wrapper.
const ClientDataTable = DataTable<ClientItem>;

const meta = {
  title: 'Console/DataTable',
  component: ClientDataTable,
  parameters: {
    docs: {
      description: {
        component:
          "A generic console table: text filter, sortable columns, paging and optional drag handles.\n\n**Do:** Use it inside the console's own tables (ContentTable, UsersPanel) for a consistent pager and sort.\n\n**Don't:** Don't use it for the leads inbox, which pages on the server (LeadsTable).",
      },
    },
  },
  args: { rows: clientFixtures, columns, getRowKey: (c) => c._id, caption: 'Clients' },
  decorators: [(Story) => <div style={{ padding: '1rem' }}>{Story()}</div>],
} satisfies Meta<typeof ClientDataTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve rows, five a page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 to 5 of 12')).toBeVisible();
  },
};

/** Next, a page number and Last page move through the rows. */
export const Paging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 to 5 of 12')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('6 to 10 of 12')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(canvas.getByText('11 to 12 of 12')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const PageSize: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByLabelText('Rows per page');
    await expect([...select.querySelectorAll('option')].map((o) => o.value)).toEqual([
      '5',
      '10',
      '25',
      '50',
    ]);
    await userEvent.selectOptions(select, '10');
    await expect(canvas.getByText('1 to 10 of 12')).toBeVisible();
  },
};

export const Sorting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sortButton = canvas.getByRole('button', { name: /Client Name/ });
    await userEvent.click(sortButton);
    await expect(canvas.getByRole('columnheader', { name: /Client Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('Acme Learning');
    await userEvent.click(sortButton);
    await expect(canvas.getByRole('columnheader', { name: /Client Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('Vidya Mandir Online');
  },
};

export const Filtering: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Search'), 'academy');
    await expect(canvas.getByText('1 to 2 of 2')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Search'));
    await userEvent.type(canvas.getByLabelText('Search'), 'zzz');
    await expect(canvas.getByText('No records match “zzz”.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [], emptyMessage: 'No clients yet.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No clients yet.')).toBeVisible();
    await expect(canvas.getByText('0 to 0 of 0')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading…')).toBeVisible();
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};
