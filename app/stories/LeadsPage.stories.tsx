import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { busyDays, dashboardFixture } from '@/src/fixtures/leadDashboard';
import { contactSummaries } from '@/src/fixtures/contacts';
import { leadFixtures } from '@/src/fixtures/leads';
import { trashedLeadFixtures } from '@/src/fixtures/leadTrash';
import {
  ConsoleAt,
  loadRouteCode,
  answers,
  currentAdmin,
  endsSession,
  fails,
  hangs,
  signedIn,
  signedInAs,
} from './consoleStory';
import { showsLoadError, signsOut } from './statePlays';

// The leads inbox as the app wires it, one MSW handler set per state.

const meta = {
  title: 'Pages/Console/Leads',
  // A page, not a component: no docs page of its own.
  tags: ['!autodocs'],
  // The screen's code is loaded before the story renders (consoleStory.tsx).
  loaders: [loadRouteCode],
  component: ConsoleAt,
  args: { path: '/leads' },
  beforeEach: signedIn,
  parameters: { router: false, a11y: { test: 'off' } },
} satisfies Meta<typeof ConsoleAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const LEADS = '/api/leads/getall';
// The filter's suggestions (last 90 days); a convenience, so it answers in every state.
const suggestions = answers('/api/leads/dashboard', dashboardFixture({ counts: busyDays(90) }));
const page = <T,>(items: T[]) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 10,
});

const loaded = [currentAdmin, suggestions, answers(LEADS, page(leadFixtures.slice(0, 10)))];

/** Loaded: the filters, the first ten leads and the pager. */
export const Loaded: Story = {
  parameters: { msw: loaded, visual: { viewports: ['narrow', 'tablet', 'desktop'] } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Leads' });
    await within(table).findByText(leadFixtures[0]!.name);
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
  },
};

/** Opening a lead and changing its note asks before the drawer closes. */
export const UnsavedNote: Story = {
  parameters: { msw: loaded },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = leadFixtures[0]!;
    const table = await canvas.findByRole('table', { name: 'Leads' });
    await within(table).findByText(first.name);
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(
      within(table).getByRole('button', { name: `Open lead from ${first.name}` }),
    );
    const drawer = await canvas.findByRole('dialog', { name: first.name });
    await userEvent.type(within(drawer).getByLabelText('Private note'), 'Call at 5.');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await expect(
      await canvas.findByRole('dialog', { name: 'Discard your changes?' }),
    ).toBeVisible();
  },
};

/** Grouped by contact (?group=contact): one row per school, its name a link to its page. */
export const GroupedByContact: Story = {
  args: { path: '/leads?group=contact' },
  parameters: {
    msw: [currentAdmin, suggestions, answers('/api/contacts/getall', page(contactSummaries))],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Contacts' });
    await expect(await within(table).findByRole('link', { name: 'Meera Nair' })).toBeVisible();
    await expect(canvas.getByLabelText('Group by contact')).toBeChecked();
  },
};

/** The Mine view from the address (?owner=me): the view is pressed, the leads its answer. */
export const MineView: Story = {
  args: { path: '/leads?owner=me' },
  parameters: {
    msw: [currentAdmin, suggestions, answers(LEADS, page(leadFixtures.slice(0, 1)))],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Leads' });
    await expect(await within(table).findByRole('link', { name: /^2nd enquiry/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mine' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** The bottom of an element is on the first screen of the story's window (a phone's 740 px). */
const onFirstScreen = (el: HTMLElement) =>
  expect(el.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);

/**
 * On a phone (issue 47 item 1): the filters wait behind "Filters (0)", and the first lead is a
 * card whose name, status, owner, follow-up and Open are all on the first screen.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'narrow' } },
  parameters: { msw: loaded },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Leads' });
    await expect(canvas.queryByRole('table')).toBeNull();
    const first = leadFixtures[0]!;
    const card = within(list).getAllByRole('article')[0]!;
    await expect(card).toHaveAccessibleName(first.name);
    await onFirstScreen(within(card).getByRole('button', { name: `Open lead from ${first.name}` }));
    const toggle = canvas.getByRole('button', { name: 'Filters (0)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('search', { name: 'Filter leads' })).toBeNull();
  },
};

/** Two filters from the address on a phone: "Filters (2)" opens the form holding them. */
export const PhoneFiltered: Story = {
  globals: { viewport: { value: 'narrow' } },
  args: { path: '/leads?search=Meera&status=new' },
  parameters: {
    msw: [currentAdmin, suggestions, answers(LEADS, page(leadFixtures.slice(0, 1)))],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Leads' });
    await userEvent.click(canvas.getByRole('button', { name: 'Filters (2)' }));
    const form = canvas.getByRole('search', { name: 'Filter leads' });
    await expect(within(form).getByLabelText('Search leads')).toHaveValue('Meera');
    await expect(within(form).getByLabelText('Status')).toHaveValue('new');
  },
};

/** A salesperson's follow-ups due on a phone (the dashboard's See all): a card per contact. */
export const PhoneFollowUpsDue: Story = {
  globals: { viewport: { value: 'narrow' } },
  args: { path: '/leads?owner=me&followUp=due&group=contact' },
  parameters: {
    msw: [
      signedInAs('sales'),
      suggestions,
      answers('/api/contacts/getall', page(contactSummaries)),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Contacts' });
    const card = within(list).getAllByRole('article')[0]!;
    const name = contactSummaries[0]!.name;
    await expect(card).toHaveAccessibleName(name);
    await onFirstScreen(within(card).getByRole('link', { name: `Open contact ${name}` }));
    // owner=me&followUp=due is no named view (Follow-up due is anyone's): the grouping shows.
    await expect(canvas.getByLabelText('Group by contact')).toBeChecked();
  },
};

/** No lead on a phone: the message, no empty list. */
export const PhoneEmpty: Story = {
  globals: { viewport: { value: 'narrow' } },
  parameters: { msw: [currentAdmin, suggestions, answers(LEADS, page([]))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No leads yet. Enquiries from the site will appear here.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Leads' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: [currentAdmin, suggestions, answers(LEADS, page([]))] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'No leads yet. Enquiries from the site will appear here.',
      ),
    ).toBeVisible();
  },
};

export const Slow: Story = {
  parameters: { msw: [currentAdmin, suggestions, hangs(LEADS)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeVisible();
  },
};

/** A failed load is an error with the request id and Try again, never "No leads yet". */
export const Error: Story = {
  parameters: { msw: [currentAdmin, suggestions, fails(LEADS)] },
  play: async ({ canvasElement }) => showsLoadError(canvasElement, /No leads yet/),
};

export const SignedOut: Story = {
  parameters: { msw: [currentAdmin, suggestions, endsSession(LEADS)] },
  play: async ({ canvasElement }) => signsOut(canvasElement),
};

const TRASH = '/api/leads/trash/getall';
const trashed = answers(TRASH, page(trashedLeadFixtures));

/** The Trash (?view=trash, issue 43) as an admin sees it: Restore, Delete for good, Empty trash. */
export const Trash: Story = {
  args: { path: '/leads?view=trash' },
  parameters: {
    msw: [currentAdmin, trashed],
    visual: { viewports: ['narrow', 'tablet', 'desktop'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Trash' });
    const first = trashedLeadFixtures[0]!;
    await expect(await within(table).findByText(first.name)).toBeVisible();
    // The side navigation's Trash is the content's (/trash); the leads' is in the Leads links.
    const places = within(canvas.getByRole('navigation', { name: 'Leads' }));
    await expect(places.getByRole('link', { name: 'Trash' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      within(table).getByRole('button', { name: `Delete for good the lead from ${first.name}` }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Empty trash' })).toBeEnabled();
  },
};

/** Sales restore from the trash, and see neither Delete for good nor Empty trash. */
export const TrashForSales: Story = {
  args: { path: '/leads?view=trash' },
  parameters: { msw: [signedInAs('sales'), trashed] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Trash' });
    const first = trashedLeadFixtures[0]!;
    await expect(
      await within(table).findByRole('button', { name: `Restore lead from ${first.name}` }),
    ).toBeVisible();
    await expect(within(table).queryByRole('button', { name: /for good/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Empty trash' })).toBeNull();
  },
};

export const TrashEmpty: Story = {
  args: { path: '/leads?view=trash' },
  parameters: { msw: [currentAdmin, answers(TRASH, page([]))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The trash is empty.')).toBeVisible();
  },
};
