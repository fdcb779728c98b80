import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  ClientItem,
  clients,
  course,
  endpoint,
  home,
  launch,
  settings,
  testimonials,
} from '@/sdk/content';
import { LeadDashboard } from '@/sdk/schemas/leadDashboard';
import {
  clientFixtures,
  courseFixture,
  homeFixture,
  launchFixture,
  testimonialFixtures,
} from '@/src/fixtures/adminContent';
import { busyDays, dashboardFixture } from '@/src/fixtures/leadDashboard';
import { leadFixtures } from '@/src/fixtures/leads';
import { settingsFixture } from '@/src/fixtures/siteContent';
import {
  ConsoleAt,
  loadRouteCode,
  answers,
  currentAdmin,
  endsSession,
  fails,
  hangs,
  signedIn,
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
const page = (items: typeof leadFixtures) => ({ items, total: items.length, page: 1, pageSize: 5 });
// The content with images, read for the count of images that need alt text (issue 46).
const sections = [
  answers(endpoint(home, 'getall'), [homeFixture]),
  answers(endpoint(course, 'getall'), [courseFixture]),
  answers(endpoint(launch, 'getall'), [launchFixture]),
  answers(endpoint(settings, 'getall'), [settingsFixture]),
];
const lists = (withItems: boolean, clientItems = clientFixtures) => [
  answers(endpoint(clients, 'getall'), withItems ? clientItems : []),
  answers(endpoint(testimonials, 'getall'), withItems ? testimonialFixtures : []),
  ...sections,
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
      ...lists(true),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(leadFixtures[0]!.name)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Leads by source' })).toBeVisible();
    await expect(canvas.getAllByText(/ IST$/).length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  parameters: {
    msw: [currentAdmin, answers(DASHBOARD, noLeads), answers(LEADS, page([])), ...lists(false)],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/No leads yet/)).toBeVisible();
    await expect(canvas.getByText('No leads in the last 30 days.')).toBeVisible();
    // No bare axes: an empty chart is a sentence.
    await expect(canvasElement.querySelector('.recharts-wrapper')).toBeNull();
  },
};

export const Slow: Story = {
  parameters: { msw: [currentAdmin, hangs(DASHBOARD), hangs(LEADS), ...lists(true)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading charts…')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: [currentAdmin, fails(DASHBOARD), answers(LEADS, page([])), ...lists(true)] },
  play: async ({ canvasElement }) => showsLoadError(canvasElement, /No leads yet/),
};

export const SignedOut: Story = {
  parameters: { msw: [currentAdmin, endsSession(DASHBOARD), endsSession(LEADS), ...lists(true)] },
  play: async ({ canvasElement }) => signsOut(canvasElement),
};

/** Issue 46: a logo a spec-era client saved without alt text, counted with a link to its form. */
export const ImagesNeedAltText: Story = {
  parameters: {
    msw: [
      currentAdmin,
      answers(DASHBOARD, dashboardFixture({ counts: busyDays(30) })),
      answers(LEADS, page(leadFixtures.slice(0, 5))),
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
