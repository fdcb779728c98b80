import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LeadRecord } from '@/sdk/schemas/lead';
import { UNKNOWN_ATTRIBUTION } from '@/sdk/schemas/leadAttribution';
import { NO_CONSENT } from '@/sdk/schemas/leadConsent';
import { DashboardSummary } from './DashboardSummary';

const leads = [
  [
    'Meera Nair',
    'meera@brightfuture.in',
    '9876543210',
    'We run 40 batches and want live classes with recordings.',
    'new',
  ],
  [
    'Arjun Patel',
    'arjun.patel@example.com',
    '8123456789',
    'Need a demo of the test series module for our NEET coaching.',
    'contacted',
  ],
  [
    'Fatima Sheikh',
    'fatima@scholars.org',
    '7012345678',
    'Pricing for 2,000 students?',
    'qualified',
  ],
] as const;

const latestLeads = leads.map(([name, email, mobile, message, status], i) =>
  LeadRecord.parse({
    _id: `lead-${i + 1}`,
    name,
    email,
    mobile,
    message,
    status,
    note: '',
    createdAt: new Date(Date.UTC(2025, 2, 14 - i, 6, 30)).toISOString(),
    ...UNKNOWN_ATTRIBUTION,
    ...NO_CONSENT,
  }),
);

const meta = {
  title: 'Console/DashboardSummary',
  component: DashboardSummary,
  parameters: {
    docs: {
      description: {
        component:
          "The dashboard's count cards and latest leads.\n\n**Do:** Use it at the top of the dashboard; pass counts as null while loading.\n\n**Don't:** Don't show it with zeros after a failed load: pass error, and the list says Not loaded.",
      },
    },
  },
  args: {
    counts: {
      leadsToday: 3,
      leadsThisWeek: 17,
      leadsTotal: 1284,
      activeClients: 9,
      activeTestimonials: 5,
    },
    latestLeads,
  },
  decorators: [(Story) => <div style={{ padding: '1rem' }}>{Story()}</div>],
} satisfies Meta<typeof DashboardSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Leads today').nextSibling).toHaveTextContent('3');
    await expect(canvas.getByText('Leads in total').nextSibling).toHaveTextContent('1,284');
    await expect(canvas.getByText('Active testimonials').nextSibling).toHaveTextContent('5');
    const latest = canvas.getByRole('region', { name: 'Latest leads' });
    await expect(within(latest).getAllByRole('listitem')).toHaveLength(3);
    await expect(
      within(latest).getByRole('link', { name: 'meera@brightfuture.in' }),
    ).toHaveAttribute('href', 'mailto:meera@brightfuture.in');
  },
};

export const Empty: Story = {
  args: {
    counts: {
      leadsToday: 0,
      leadsThisWeek: 0,
      leadsTotal: 0,
      activeClients: 0,
      activeTestimonials: 0,
    },
    latestLeads: [],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No leads yet/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { counts: null, latestLeads: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading leads…')).toBeVisible();
    await expect(canvas.getAllByText('–')).toHaveLength(5);
  },
};

export const WithErrors: Story = {
  args: {
    counts: null,
    latestLeads: [],
    error: 'The dashboard could not be loaded. Try again in a moment.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be loaded');
    // An unknown list is not an empty one.
    await expect(canvas.queryByText(/No leads yet/)).toBeNull();
    await expect(canvas.getByText('Not loaded.')).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Latest leads' }),
    ).toBeVisible();
  },
};

/** Issue 46: images a spec-era client saved without alt text, counted, each place a link. */
export const ImagesNeedAltText: Story = {
  args: {
    altTextPlaces: [
      { id: 'home', label: 'Home', href: '/home', images: 2 },
      {
        id: 'clients-client-4',
        label: 'Clients: Acme Learning',
        href: '/update-client/client-4',
        images: 1,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: '3 images need alt text' });
    await expect(
      within(panel).getByRole('link', { name: 'Clients: Acme Learning' }),
    ).toHaveAttribute('href', '/update-client/client-4');
    await expect(within(panel).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      '/home',
    );
  },
};
