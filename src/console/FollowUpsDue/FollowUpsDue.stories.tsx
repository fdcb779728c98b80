import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { followUpsDueFixtures } from '@/src/fixtures/followUpsDue';
import { FollowUpsDue } from './FollowUpsDue';

const SEE_ALL = '/leads?owner=me&followUp=due&group=contact';

const meta = {
  title: 'Console/FollowUpsDue',
  component: FollowUpsDue,
  parameters: {
    docs: {
      description: {
        component:
          "The dashboard's \"My follow-ups due\" card: how many of the user's contacts are due (today or overdue, India time), the first few with their day and a link to each contact, and See all into the inbox filtered the same way.\n\n**Do:** Feed it sdk.contacts.list's first page for owner me and follow-up due, and its total.\n\n**Don't:** Don't show Nothing due today after a failed load: pass error, and it says so with Try again.",
      },
    },
  },
  args: {
    contacts: followUpsDueFixtures.slice(0, 5),
    total: followUpsDueFixtures.length,
    seeAllHref: SEE_ALL,
    onRetry: fn(),
    // The story clock's day (21 Nov 2026 in India), pinned so the flags never move.
    today: '2026-11-21',
  },
  decorators: [(Story) => <div style={{ padding: '1rem' }}>{Story()}</div>],
} satisfies Meta<typeof FollowUpsDue>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Six due, the first five listed, the longest overdue first; each links to its contact. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'My follow-ups due' });
    await expect(card).toHaveTextContent('6 contacts to follow up today or overdue');
    const items = within(card).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(within(items[0]!).getByRole('link', { name: 'Meera Nair' })).toHaveAttribute(
      'href',
      '/leads/contacts/contact-due-1',
    );
    await expect(items[0]).toHaveTextContent('meera@brightfuture.in');
    await expect(items[0]).toHaveTextContent('17 Nov 2026');
    await expect(items[0]).toHaveTextContent('Overdue');
    await expect(items[2]).toHaveTextContent('21 Nov 2026');
    await expect(items[2]).toHaveTextContent('Due today');
    await expect(card).toHaveTextContent('Showing the first 5 of 6.');
    await expect(
      within(card).getByRole('link', { name: 'See all follow-ups due' }),
    ).toHaveAttribute('href', SEE_ALL);
  },
};

/** Nothing due: said plainly, with no list and no See all. */
export const Empty: Story = {
  args: { contacts: [], total: 0 },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'My follow-ups due' });
    await expect(within(card).getByText('Nothing due today.')).toBeVisible();
    await expect(within(card).queryByRole('list')).toBeNull();
    await expect(within(card).queryByRole('link', { name: /See all/ })).toBeNull();
  },
};

/** While the list loads: a line, no count, no See all. */
export const Loading: Story = {
  args: { contacts: [], total: 0, loading: true },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'My follow-ups due' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(within(card).getByText('Loading follow-ups…')).toBeVisible();
    await expect(within(card).queryByText('Nothing due today.')).toBeNull();
    await expect(within(card).queryByRole('link', { name: /See all/ })).toBeNull();
  },
};

/** A failed load says so, with the request id and Try again, never "Nothing due today". */
export const LoadFailed: Story = {
  args: {
    contacts: [],
    total: 0,
    error: { message: 'Your follow-ups could not be loaded.', requestId: 'req-7f3e' },
  },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('region', { name: 'My follow-ups due' });
    const alert = within(card).getByRole('alert');
    await expect(alert).toHaveTextContent('Your follow-ups could not be loaded.');
    await expect(alert).toHaveTextContent('req-7f3e');
    await expect(within(card).queryByText('Nothing due today.')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** On a 360 px phone: long e-mail addresses wrap, the day drops below the name. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'My follow-ups due' });
    await expect(within(card).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(card).getByRole('link', { name: 'See all follow-ups due' })).toBeVisible();
  },
};
