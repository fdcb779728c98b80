import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { leadFixtures, longLeadFixture } from '@/src/fixtures/leads';
import { LeadsTable, type LeadsTableProps } from './LeadsTable';

/** Plays the server: keeps page and size, and hands the table one slice of the fixtures. */
function ServerPagedLeadsTable(args: LeadsTableProps) {
  const [page, setPage] = useState(args.page);
  const [pageSize, setPageSize] = useState(args.pageSize);
  const all = args.leads;
  return (
    <LeadsTable
      {...args}
      leads={all.slice((page - 1) * pageSize, page * pageSize)}
      total={all.length}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange(next);
      }}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
        args.onPageSizeChange(size);
      }}
    />
  );
}

const meta = {
  title: 'Console/LeadsTable',
  component: LeadsTable,
  parameters: {
    docs: {
      description: {
        component:
          "The leads inbox table: time in India, contact links, a one-line message preview, source, status and Open, paged by the server.\n\n**Do:** Use it for the leads screen with the server's page and total.\n\n**Don't:** Don't page or filter in the browser; it shows one page of the server's answer.",
      },
    },
  },
  args: {
    leads: leadFixtures,
    page: 1,
    pageSize: 5,
    total: leadFixtures.length,
    onPageChange: fn(),
    onPageSizeChange: fn(),
    onOpen: fn(),
  },
  render: (args) => <ServerPagedLeadsTable {...args} />,
  decorators: [(Story) => <div style={{ padding: '1rem' }}>{Story()}</div>],
} satisfies Meta<typeof LeadsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve leads, five a page: the first page, as the inbox opens. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 to 5 of 12')).toBeVisible();
  },
};

/** Every column as the spec names it; Next asks for page 2, and a row opens its lead. */
export const NextPageAndOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const headers = canvas.getAllByRole('columnheader').map((h) => h.textContent);
    await expect(headers).toEqual([
      'Received',
      'Name',
      'Email',
      'Mobile',
      'Message',
      'Source',
      'Owner, follow-up',
      'Status',
      'Action',
    ]);
    await expect(canvas.getByText('1 to 5 of 12')).toBeVisible();
    const first = canvas.getAllByRole('row')[1]!;
    // 06:30 UTC is noon in India.
    await expect(within(first).getByText(/^14 Mar 2025, 12:00\spm IST$/)).toHaveAttribute(
      'datetime',
      '2025-03-14T06:30:00.000Z',
    );
    await expect(
      within(first).getByRole('link', { name: 'meera@brightfuture.in' }),
    ).toHaveAttribute('href', 'mailto:meera@brightfuture.in');
    await expect(within(first).getByRole('link', { name: /^\+91\s98765\s43210$/ })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    // Cut at 30 characters plus '...'.
    await expect(within(first).getByText('We run 40 batches and want liv...')).toBeVisible();
    await expect(within(first).getByText('New')).toBeVisible();
    // Where each lead came from: source and campaign, the button; the referrer, or direct.
    const source = (row: number) =>
      canvas.getAllByRole('row')[row]!.querySelector('.leads-table__source')?.textContent;
    await expect(source(1)).toBe('newsletterspringbanner: Get Free Consultant');
    await expect(source(2)).toBe('www.google.comheader: Book a Demo');
    await expect(source(3)).toBe('Directfeatures: Book A Meeting');

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByText('6 to 10 of 12')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open lead from Priya Das' }));
    await expect(args.onOpen).toHaveBeenCalledWith(leadFixtures[6]);
  },
};

export const PageSize: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Rows per page'), '10');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(10);
    await expect(canvas.getByText('1 to 10 of 12')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { leads: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('No leads yet. Enquiries from the site will appear here.'),
    ).toBeVisible();
    await expect(canvas.getByText('0 to 0 of 0')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** A filter that matches nothing says so, instead of claiming the inbox is empty. */
export const NoMatch: Story = {
  args: { leads: [], total: 0, filtered: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No leads match these filters.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  render: (args) => <LeadsTable {...args} leads={[]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading…')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Leads' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A 5,000-character message with newlines shows as a one-line preview. */
export const LongText: Story = {
  args: { leads: [longLeadFixture, ...leadFixtures.slice(0, 2)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('=Hello, we are "Sharma Coachin...')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: `Open lead from ${longLeadFixture.name}` }),
    ).toBeVisible();
  },
};

/** On a phone each lead is a card: name, e-mail and mobile, status, owner, follow-up, Open. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    const list = canvas.getByRole('list', { name: 'Leads' });
    const first = leadFixtures[0]!;
    const card = within(list).getByRole('article', { name: first.name });
    await expect(within(card).getByRole('link', { name: first.email })).toHaveAttribute(
      'href',
      `mailto:${first.email}`,
    );
    await expect(card).toHaveTextContent('Follow-up');
    // The first card and its Open button are on the first screen of a 360 x 740 phone.
    const open = within(card).getByRole('button', { name: `Open lead from ${first.name}` });
    await expect(open.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await userEvent.click(open);
    await expect(args.onOpen).toHaveBeenCalledWith(first);
  },
};

/** The pager works on a phone too. */
export const NarrowLastPage: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await expect(canvas.getByText('11 to 12 of 12')).toBeVisible();
  },
};

/** No leads on a phone: the same message as the table's, no empty list. */
export const NarrowEmpty: Story = {
  globals: { viewport: { value: 'narrow' } },
  args: { leads: [], total: 0, filtered: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No leads match these filters.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Leads' })).toBeNull();
  },
};
