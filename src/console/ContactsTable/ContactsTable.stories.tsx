import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { contactSummaries } from '@/src/fixtures/contacts';
import { ContactsTable } from './ContactsTable';

const meta = {
  title: 'Console/ContactsTable',
  component: ContactsTable,
  parameters: {
    docs: {
      description: {
        component:
          "The inbox grouped by contact: one row per school or person with how many enquiries, the latest one's time and source, owner and follow-up; the name opens the contact's page.\n\n**Do:** Feed it sdk.contacts.list's page for the inbox's filter.\n\n**Don't:** Don't group a page of leads in the browser: a contact's enquiries span pages.",
      },
    },
  },
  args: {
    contacts: contactSummaries,
    page: 1,
    pageSize: 10,
    total: contactSummaries.length,
    onPageChange: fn(),
    onPageSizeChange: fn(),
  },
  decorators: [(Story) => <div style={{ padding: '1rem' }}>{Story()}</div>],
} satisfies Meta<typeof ContactsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getAllByRole('row')[1]!;
    await expect(within(first).getByRole('link', { name: 'Meera Nair' })).toHaveAttribute(
      'href',
      '/leads/contacts/contact-meera',
    );
    await expect(first).toHaveTextContent('2 enquiries');
    await expect(first).toHaveTextContent('Overdue');
    await expect(canvas.getAllByRole('row')[2]).toHaveTextContent('Unassigned');
  },
};

export const Empty: Story = {
  args: { contacts: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No contacts yet. Enquiries from the site will appear here.'),
    ).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: { contacts: [], total: 0, filtered: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No contacts match these filters.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { contacts: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading…')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { loadError: { message: 'The leads could not be loaded.', requestId: 'req-1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('req-1');
  },
};

/** On a phone each contact is a card; its name and Open lead to its page. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    const card = within(canvas.getByRole('list', { name: 'Contacts' })).getByRole('article', {
      name: 'Meera Nair',
    });
    const open = within(card).getByRole('link', { name: 'Open contact Meera Nair' });
    await expect(open).toHaveAttribute(
      'href',
      within(card).getByRole('link', { name: 'Meera Nair' }).getAttribute('href'),
    );
    await expect(open.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};
