import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuditPage } from '@/sdk/schemas/audit';
import { auditEntries, teamUsers } from '@/src/fixtures/team';
import { AuditLogView } from './AuditLogView';

const firstPage = AuditPage.parse({ items: auditEntries, total: 12, page: 1, pageSize: 5 });

const meta = {
  title: 'Console/AuditLogView',
  component: AuditLogView,
  parameters: {
    docs: {
      description: {
        component:
          "The audit log, read-only: who did what and when, filtered by user and kind, paged.\n\n**Do:** Use it for the audit log screen; times are India time with IST named.\n\n**Don't:** Don't add edit or delete actions: the log is a record, not a list to manage.",
      },
    },
  },
  args: {
    page: firstPage,
    users: teamUsers,
    filter: {},
    onFilterChange: fn(),
    onPageChange: fn(),
  },
} satisfies Meta<typeof AuditLogView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of entries, newest first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Page 1 of 3')).toBeVisible();
  },
};

/** India time with the zone named, read-only rows, and the pager. */
export const NextPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: /Audit log \(12 entries\)/ });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(within(table).getByText(/business\.update/)).toBeVisible();
    // The console's one clock: India time, the zone named.
    await expect(
      within(table).getAllByText(/^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s[ap]m IST$/),
    ).toHaveLength(5);
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    // Read-only: there is nothing to edit or delete.
    await expect(within(table).queryByRole('button')).toBeNull();
  },
};

export const Filtered: Story = {
  args: { filter: { userId: 'u-edna', kind: 'content' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/User/)).toHaveValue('u-edna');
    await userEvent.selectOptions(canvas.getByLabelText(/Kind/), 'sign-in');
    await expect(args.onFilterChange).toHaveBeenCalledWith({ userId: 'u-edna', kind: 'sign-in' });
    await userEvent.selectOptions(canvas.getByLabelText(/User/), '');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({
      userId: undefined,
      kind: 'content',
    });
  },
};

export const Empty: Story = {
  args: { page: AuditPage.parse({ items: [], total: 0, page: 1, pageSize: 25 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No entries match this filter.')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { page: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the audit log…')).toBeVisible();
  },
};

/** A failed load: the reason, the request id for support and "Try again", no empty table. */
export const Error: Story = {
  args: {
    page: null,
    error: 'The audit log could not be loaded.',
    requestId: 'req-7f3e',
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(/could not be loaded/);
    await expect(alert).toHaveTextContent('req-7f3e');
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
