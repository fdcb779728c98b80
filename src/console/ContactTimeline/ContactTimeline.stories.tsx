import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContactDetail } from '@/sdk/schemas/contact';
import { contactFixture, newContactFixture } from '@/src/fixtures/contacts';
import { longLeadFixture } from '@/src/fixtures/leads';
import { ContactTimeline } from './ContactTimeline';

const meta = {
  title: 'Console/ContactTimeline',
  component: ContactTimeline,
  parameters: {
    docs: {
      description: {
        component:
          "A contact's one timeline, newest first: each enquiry with its call to action, page, source, campaign and referrer (the first and latest touch marked), and every note, status, owner, follow-up, merge and split line between them; a status change names its enquiry, in words.\n\n**Do:** Use it on the contact's page with the server's ContactDetail; confirm a split before calling the server.\n\n**Don't:** Don't edit here: notes, owner and follow-up have controls of their own.",
      },
    },
  },
  args: { contact: contactFixture, onSplit: fn() },
  decorators: [(Story) => <div style={{ padding: '1rem', maxWidth: '48rem' }}>{Story()}</div>],
} satisfies Meta<typeof ContactTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two enquiries and four lines, newest first: the first and the latest touch marked, the status
 * change named with its enquiry and in words, the follow-up day written the console's way.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    const first = canvas.getByRole('article', { name: '1st enquiry' });
    await expect(first).toHaveTextContent('First touch');
    await expect(first).toHaveTextContent('diwali-offer');
    const latest = canvas.getByRole('article', { name: '2nd enquiry' });
    await expect(latest).toHaveTextContent('Latest touch');
    await expect(latest).toHaveTextContent('www.google.com');
    // The follow-up (19 Nov) is the newest; the owner's line (2 Nov) comes just above the first
    // enquiry. The server stored "Follow-up set for 2026-11-20" and "Status set to contacted".
    await expect(items[0]).toHaveTextContent('Follow-up set for 20 Nov 2026');
    await expect(items[1]).toContainElement(latest);
    await expect(items[2]).toHaveTextContent('1st enquiry: New to Contacted');
    await expect(items[3]).toHaveTextContent('On the 1st enquiry · sales.priya');
    await expect(items[4]).toHaveTextContent('Assigned to sales.priya.');
    await expect(items[5]).toContainElement(first);
    await expect(latest).toHaveTextContent('+91 98765 43210');
  },
};

/** Split off asks the container (which confirms first) about that enquiry. */
export const SplitOff: Story = {
  play: async ({ canvasElement, args }) => {
    const latest = within(canvasElement).getByRole('article', { name: '2nd enquiry' });
    await userEvent.click(within(latest).getByRole('button', { name: 'Split off this enquiry' }));
    await expect(args.onSplit).toHaveBeenCalledWith(contactFixture.leads[1]);
  },
};

/** A contact's only enquiry cannot be split from anything: no button. */
export const OnlyEnquiry: Story = {
  args: { contact: newContactFixture },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('First and latest touch')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Split off this enquiry' })).toBeNull();
  },
};

/** A contact holding spam only: nothing to show yet, said in words. */
export const Empty: Story = {
  args: { contact: ContactDetail.parse({ ...newContactFixture, enquiries: 0, leads: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing on the timeline yet.')).toBeVisible();
  },
};

/** A split under way: the buttons wait. */
export const Splitting: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button', {
      name: 'Split off this enquiry',
    }))
      await expect(button).toBeDisabled();
  },
};

/** A 5,000-character enquiry and a 200-character campaign wrap instead of widening the page. */
export const LongText: Story = {
  args: {
    contact: ContactDetail.parse({
      ...newContactFixture,
      leads: [{ ...longLeadFixture, contactId: 'contact-arjun' }],
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Sharma Coaching/)).toBeVisible();
  },
};

/** On a phone the facts wrap under each other. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Timeline' })).toBeVisible();
  },
};
