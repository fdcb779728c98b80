import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import {
  ClientItem,
  clients,
  course,
  endpoint,
  home,
  launch,
  pages,
  settings,
  testimonials,
} from '@/sdk/content';
import { ConversionQuery, conversionRangeDays } from '@/sdk/schemas/conversion';
import { LeadDashboard } from '@/sdk/schemas/leadDashboard';
import {
  clientFixtures,
  courseFixture,
  homeFixture,
  launchFixture,
  testimonialFixtures,
} from '@/src/fixtures/adminContent';
import { emptyConversion, monthConversion } from '@/src/fixtures/conversionReport';
import { followUpsDueFixtures } from '@/src/fixtures/followUpsDue';
import { busyDays, dashboardFixture } from '@/src/fixtures/leadDashboard';
import { leadFixtures } from '@/src/fixtures/leads';
import { settingsFixture } from '@/src/fixtures/siteContent';
import {
  ConsoleAt,
  loadRouteCode,
  answers,
  currentAdmin,
  endsSession,
  failedWithId,
  failure,
  fails,
  hangs,
  ok,
  signedIn,
  signedInAs,
  STORY_REQUEST_ID,
} from './consoleStory';
import { showsLoadError, signsOut } from './statePlays';

// The dashboard as the app wires it (shell, container, sdk), one MSW handler set per state.

const meta = {
  title: 'Pages/Console/Dashboard',
  // A page, not a component: no docs page of its own.
  tags: ['!autodocs'],
  // The screen's code is loaded before the story renders (consoleStory.tsx).
  loaders: [loadRouteCode],
  component: ConsoleAt,
  args: { path: '/dashboard' },
  beforeEach: signedIn,
  parameters: { router: false, a11y: { test: 'off' } },
} satisfies Meta<typeof ConsoleAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const DASHBOARD = '/api/leads/dashboard';
const LEADS = '/api/leads/getall';
const CONTACTS = '/api/contacts/getall';
const page = (items: typeof leadFixtures) => ({ items, total: items.length, page: 1, pageSize: 5 });
// "My follow-ups due" (issue 47): the grouped inbox's call, answered only for the card's query
// (the user's own contacts, follow-up due, the first five), so a wrong query fails the play.
const followUpsDue = (items = followUpsDueFixtures.slice(0, 5), total = items.length) =>
  http.post(CONTACTS, async ({ request }) => {
    const query = (await request.json()) as Record<string, unknown>;
    const asked = query.owner === 'me' && query.followUp === 'due' && query.pageSize === 5;
    return asked
      ? ok({ items, total, page: 1, pageSize: 5 })
      : failure(400, `Not the follow-ups query: ${JSON.stringify(query)}`);
  });
const nothingDue = followUpsDue([]);
// The content with images, read for the count of images that need alt text (issue 46).
const sections = [
  answers(endpoint(home, 'getall'), [homeFixture]),
  answers(endpoint(course, 'getall'), [courseFixture]),
  answers(endpoint(launch, 'getall'), [launchFixture]),
  answers(endpoint(settings, 'getall'), [settingsFixture]),
  // Pages built from blocks have a picture too (issue 44); none here.
  answers(endpoint(pages, 'getall'), []),
];
const CONVERSION = '/api/analytics/conversion';
// Visits and conversion (issue 45): answered only for the dashboard's range (the last 30 days),
// so a wrong query fails the play. A story's own handler for it, listed first, wins.
const conversion = (report: unknown) =>
  http.post(CONVERSION, async ({ request }) => {
    const query = ConversionQuery.safeParse(await request.json());
    return query.success && conversionRangeDays(query.data.from, query.data.to) === 30
      ? ok(report)
      : failure(400, 'Not the last 30 days.');
  });
const lists = (withItems: boolean, clientItems = clientFixtures) => [
  answers(endpoint(clients, 'getall'), withItems ? clientItems : []),
  answers(endpoint(testimonials, 'getall'), withItems ? testimonialFixtures : []),
  ...sections,
  conversion(withItems ? monthConversion() : emptyConversion()),
];
const noLeads = LeadDashboard.parse({
  ...dashboardFixture({ counts: Array.from({ length: 30 }, () => 0) }),
  totals: { today: 0, last7Days: 0, inRange: 0, allTime: 0 },
});

export const Loaded: Story = {
  parameters: {
    visual: { viewports: ['narrow', 'tablet', 'desktop'] },
    msw: [
      currentAdmin,
      answers(DASHBOARD, dashboardFixture({ counts: busyDays(30) })),
      answers(LEADS, page(leadFixtures.slice(0, 5))),
      nothingDue,
      ...lists(true),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(leadFixtures[0]!.name)).toBeVisible();
    // An admin may own contacts too: the card is there, with nothing due.
    await expect(await canvas.findByText('Nothing due today.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Leads by source' })).toBeVisible();
    await expect(canvas.getAllByText(/ IST$/).length).toBeGreaterThan(0);
    const visits = canvas.getByRole('region', { name: 'Visits and conversion' });
    await expect(await within(visits).findByText('12,840', { selector: 'dd' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: [
      currentAdmin,
      answers(DASHBOARD, noLeads),
      answers(LEADS, page([])),
      nothingDue,
      ...lists(false),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/No leads yet/)).toBeVisible();
    await expect(canvas.getByText('No leads in the last 30 days.')).toBeVisible();
    await expect(await canvas.findByText('No visits counted in these days yet.')).toBeVisible();
    // No bare axes: an empty chart is a sentence.
    await expect(canvasElement.querySelector('.recharts-wrapper')).toBeNull();
  },
};

export const Slow: Story = {
  parameters: {
    msw: [
      currentAdmin,
      hangs(DASHBOARD),
      hangs(LEADS),
      hangs(CONTACTS),
      hangs(CONVERSION),
      ...lists(true),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading charts…')).toBeVisible();
    await expect(canvas.getByText('Loading follow-ups…')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: {
    msw: [currentAdmin, fails(DASHBOARD), answers(LEADS, page([])), nothingDue, ...lists(true)],
  },
  play: async ({ canvasElement }) => {
    await showsLoadError(canvasElement, /No leads yet/);
    // The follow-ups are loaded on their own: the card stays.
    const card = within(canvasElement).getByRole('region', { name: 'My follow-ups due' });
    await expect(await within(card).findByText('Nothing due today.')).toBeVisible();
  },
};

export const SignedOut: Story = {
  parameters: {
    msw: [
      currentAdmin,
      endsSession(DASHBOARD),
      endsSession(LEADS),
      endsSession(CONTACTS),
      endsSession(CONVERSION),
      ...lists(true),
    ],
  },
  play: async ({ canvasElement }) => signsOut(canvasElement),
};

/** Issue 46: a logo a spec-era client saved without alt text, counted with a link to its form. */
export const ImagesNeedAltText: Story = {
  parameters: {
    msw: [
      currentAdmin,
      answers(DASHBOARD, dashboardFixture({ counts: busyDays(30) })),
      answers(LEADS, page(leadFixtures.slice(0, 5))),
      nothingDue,
      ...lists(
        true,
        clientFixtures.map((client, i) =>
          i === 0 ? ClientItem.parse({ ...client, clientImgAlt: '' }) : client,
        ),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('region', { name: '1 image needs alt text' });
    const link = within(panel).getByRole('link', { name: 'Clients: Bright Future Academy' });
    await expect(link).toHaveAttribute('href', '/update-client/client-1');
  },
};

const currentSales = signedInAs('sales');
const myCard = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: 'My follow-ups due' });

/**
 * Issue 47: a salesperson lands on the dashboard and sees first how many of their contacts are
 * due, the first five with their day, each a link to its contact, and See all into the inbox.
 */
export const SalesFollowUpsDue: Story = {
  parameters: {
    visual: { viewports: ['narrow', 'tablet', 'desktop'] },
    msw: [
      currentSales,
      answers(DASHBOARD, dashboardFixture({ counts: busyDays(30) })),
      answers(LEADS, page(leadFixtures.slice(0, 5))),
      followUpsDue(followUpsDueFixtures.slice(0, 5), followUpsDueFixtures.length),
      ...lists(true),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await myCard(canvasElement);
    await expect(
      await within(card).findByText('contacts to follow up today or overdue', { exact: false }),
    ).toHaveTextContent('6 contacts to follow up today or overdue');
    // First on the page: before the counts and the latest leads.
    const summary = await canvas.findByRole('region', { name: 'Summary' });
    await expect(card.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const items = within(card).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('17 Nov 2026');
    await expect(items[0]).toHaveTextContent('Overdue');
    await expect(within(items[0]!).getByRole('link', { name: 'Meera Nair' })).toHaveAttribute(
      'href',
      '/leads/contacts/contact-due-1',
    );
    await expect(items[4]).toHaveTextContent('Due today');
    await expect(
      within(card).getByRole('link', { name: 'See all follow-ups due' }),
    ).toHaveAttribute('href', '/leads?owner=me&followUp=due&group=contact');
    // The rest of the dashboard follows (Meera is also the newest lead there).
    const latest = canvas.getByRole('region', { name: 'Latest leads' });
    await expect(await within(latest).findByText(leadFixtures[0]!.name)).toBeVisible();
  },
};

/** Nothing due for the salesperson: said plainly, no See all. */
export const SalesNothingDue: Story = {
  parameters: {
    msw: [
      currentSales,
      answers(DASHBOARD, dashboardFixture({ counts: busyDays(30) })),
      answers(LEADS, page(leadFixtures.slice(0, 5))),
      nothingDue,
      ...lists(true),
    ],
  },
  play: async ({ canvasElement }) => {
    const card = await myCard(canvasElement);
    await expect(await within(card).findByText('Nothing due today.')).toBeVisible();
    await expect(within(card).queryByRole('link', { name: /See all/ })).toBeNull();
  },
};

/**
 * The follow-ups fail to load: the card says so with the request id and Try again, and the rest
 * of the dashboard is shown as usual.
 */
export const SalesFollowUpsFailed: Story = {
  parameters: {
    msw: [
      currentSales,
      answers(DASHBOARD, dashboardFixture({ counts: busyDays(30) })),
      answers(LEADS, page(leadFixtures.slice(0, 5))),
      fails(CONTACTS),
      ...lists(true),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await myCard(canvasElement);
    const alert = await within(card).findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong on the server.');
    await expect(alert).toHaveTextContent(STORY_REQUEST_ID);
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(within(card).queryByText('Nothing due today.')).toBeNull();
    // The rest of the dashboard is there.
    await expect(await canvas.findByText(leadFixtures[0]!.name)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Leads by source' })).toBeVisible();
  },
};

/** Try again after a failed load asks once more, and the list comes. */
export const SalesFollowUpsRetry: Story = {
  parameters: {
    msw: [
      currentSales,
      answers(DASHBOARD, dashboardFixture({ counts: busyDays(30) })),
      answers(LEADS, page(leadFixtures.slice(0, 5))),
      // The first ask fails; the next is answered.
      http.post(CONTACTS, () => failedWithId(500, 'Something went wrong on the server.'), {
        once: true,
      }),
      followUpsDue(),
      ...lists(true),
    ],
  },
  play: async ({ canvasElement }) => {
    const card = await myCard(canvasElement);
    const alert = await within(card).findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await within(card).findAllByRole('listitem')).toHaveLength(5);
    await expect(within(card).queryByRole('alert')).toBeNull();
  },
};

/**
 * Issue 45: visits and conversion fail to load: the section says so with Try again, the rest of
 * the dashboard stays; the next ask is answered and the figures come.
 */
export const ConversionRetry: Story = {
  parameters: {
    msw: [
      currentAdmin,
      answers(DASHBOARD, dashboardFixture({ counts: busyDays(30) })),
      answers(LEADS, page(leadFixtures.slice(0, 5))),
      nothingDue,
      http.post(CONVERSION, () => failedWithId(500, 'Something went wrong on the server.'), {
        once: true,
      }),
      ...lists(true),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const visits = await canvas.findByRole('region', { name: 'Visits and conversion' });
    const alert = await within(visits).findByRole('alert');
    await expect(alert).toHaveTextContent(STORY_REQUEST_ID);
    await expect(await canvas.findByRole('heading', { name: 'Leads by source' })).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await within(visits).findByText('12,840', { selector: 'dd' })).toBeVisible();
    await expect(within(visits).queryByRole('alert')).toBeNull();
  },
};
