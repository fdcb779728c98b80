import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { busyDays, dashboardFixture } from '@/src/fixtures/leadDashboard';
import { LeadCharts } from './LeadCharts';

const meta = {
  title: 'Console/LeadCharts',
  component: LeadCharts,
  parameters: {
    docs: {
      description: {
        component:
          "The dashboard's charts: leads per day, and by source, campaign, call to action and status, each with a sentence and a table of the numbers.\n\n**Do:** Use it on the dashboard under the summary; a breakdown's bars link into the inbox filtered.\n\n**Don't:** Don't draw an empty chart: with no leads it says so in words.",
      },
    },
  },
  args: {
    dashboard: dashboardFixture({ counts: busyDays(30) }),
    days: 30,
    onDaysChange: fn(),
    linkFor: (dimension, value) => `/leads?${dimension}=${encodeURIComponent(value)}`,
  },
  decorators: [(Story) => <div style={{ padding: '1rem' }}>{Story()}</div>],
} satisfies Meta<typeof LeadCharts>;
export default meta;
type Story = StoryObj<typeof meta>;

const bars = (figure: HTMLElement) => figure.querySelectorAll('.recharts-bar-rectangle');
const figureNamed = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).getByRole('figure', { name });
/** The numbers table of a figure, row by row: [label, count]. */
const tableOf = (figure: HTMLElement) =>
  [...figure.querySelectorAll('tbody tr')].map((tr) => [
    tr.querySelector('th')?.textContent,
    tr.querySelector('td')?.textContent,
  ]);

/** Thirty days of leads: the bars per day and the three breakdowns. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const perDay = figureNamed(canvasElement, 'Leads per day, last 30 days');
    // The chart draws once its container has been measured.
    await waitFor(() => expect(bars(perDay)).toHaveLength(30));
  },
};

/** Thirty days drawn as 30 bars, each breakdown with its table and links into the inbox. */
export const TableAndRange: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const perDay = figureNamed(canvasElement, 'Leads per day, last 30 days');
    // The chart draws once its container has been measured.
    await waitFor(() => expect(bars(perDay)).toHaveLength(30));
    await expect(perDay.querySelector('svg')).not.toBeNull();
    await expect(tableOf(perDay)).toHaveLength(30);
    const bySource = figureNamed(canvasElement, 'Leads by source');
    await userEvent.click(within(bySource).getByText('Show the numbers as a table'));
    const newsletter = within(bySource).getByRole('link', { name: 'newsletter' });
    await expect(newsletter).toHaveAttribute('href', '/leads?source=newsletter');
    await expect(
      within(bySource).getByRole('rowheader', { name: 'Direct or unknown' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Last 90 days' }));
    await expect(args.onDaysChange).toHaveBeenCalledWith(90);
  },
};

/** No leads in the range: the summaries say so, and no chart draws bare axes. */
export const NoLeads: Story = {
  args: { dashboard: dashboardFixture({ counts: Array.from({ length: 30 }, () => 0) }) },
  play: async ({ canvasElement }) => {
    const perDay = figureNamed(canvasElement, 'Leads per day, last 30 days');
    await expect(within(perDay).getByText('No leads in the last 30 days.')).toBeVisible();
    const bySource = figureNamed(canvasElement, 'Leads by source');
    await expect(within(bySource).getByText('No leads in this range.')).toBeVisible();
    await expect(canvasElement.querySelector('.recharts-wrapper, svg')).toBeNull();
    await expect(canvasElement.querySelector('.lead-chart table')).toBeNull();
  },
};

/** Every lead on one day: one bar, and the summary names that day. */
export const OneDay: Story = {
  args: {
    dashboard: dashboardFixture({
      counts: Array.from({ length: 30 }, (_, i) => (i === 29 ? 12 : 0)),
    }),
  },
  play: async ({ canvasElement }) => {
    const perDay = figureNamed(canvasElement, 'Leads per day, last 30 days');
    await expect(
      within(perDay).getByText(
        '12 leads in the last 30 days; the busiest day was Sat, 21 Nov 2026 with 12.',
      ),
    ).toBeVisible();
    // Days without leads draw no bar at all.
    await waitFor(() => expect(bars(perDay)).toHaveLength(1));
    await expect(tableOf(perDay).at(-1)).toEqual(['Sat, 21 Nov 2026', '12']);
  },
};

/** Ninety days: ninety bars, ticks spaced so the labels never overlap. */
export const NinetyDays: Story = {
  args: { dashboard: dashboardFixture({ counts: busyDays(90) }), days: 90 },
  play: async ({ canvasElement }) => {
    const perDay = figureNamed(canvasElement, 'Leads per day, last 90 days');
    await waitFor(() => expect(bars(perDay)).toHaveLength(90));
    await expect(tableOf(perDay)).toHaveLength(90);
    const ticks = perDay.querySelectorAll('.recharts-xAxis .recharts-cartesian-axis-tick');
    await expect(ticks.length).toBeGreaterThan(3);
    await expect(ticks.length).toBeLessThanOrEqual(10);
  },
};

/** One source brings nearly every lead: its bar dominates and the summary gives its share. */
export const DominantSource: Story = {
  args: {
    dashboard: dashboardFixture({
      counts: busyDays(30),
      sources: [
        ['newsletter', 0.94],
        ['google', 0.04],
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const bySource = figureNamed(canvasElement, 'Leads by source');
    await expect(
      within(bySource).getByText(/the largest is newsletter with .* \(94%\)/),
    ).toBeVisible();
    await waitFor(() => expect(bars(bySource).length).toBeGreaterThan(1));
    const widths = [...bars(bySource)].map((bar) => bar.getBoundingClientRect().width);
    await expect(widths[0]).toBeGreaterThan(10 * (widths[1] ?? 0));
  },
};

/** Three leads from three sources: no source is called the largest, the tie is named. */
export const TiedSources: Story = {
  args: {
    dashboard: dashboardFixture({
      counts: [...Array.from({ length: 27 }, () => 0), 1, 1, 1],
      sources: [
        ['facebook', 1 / 3],
        ['google', 1 / 3],
        ['newsletter', 1 / 3],
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const bySource = figureNamed(canvasElement, 'Leads by source');
    await expect(
      within(bySource).getByText(
        '3 groups of the same size: facebook, google and newsletter, with 1 each (33% each).',
      ),
    ).toBeVisible();
    const perDay = figureNamed(canvasElement, 'Leads per day, last 30 days');
    await expect(within(perDay).getByText(/the busiest days were Thu, 19 Nov 2026/)).toBeVisible();
    // A call to action too long for one line is drawn on two, not cut.
    const byCta = figureNamed(canvasElement, 'Leads by call to action');
    await waitFor(() => expect(within(byCta).getByText('Consultant')).toBeInTheDocument());
  },
};

/** While counts load, the range buttons stay and a line says so. */
export const Loading: Story = {
  args: { dashboard: null, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading charts…')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Where leads come from' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** On a phone the charts stack in one column, the day labels keep apart, nothing pans. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const perDay = figureNamed(canvasElement, 'Leads per day, last 30 days');
    await waitFor(() => expect(bars(perDay)).toHaveLength(30));
    const dayLabels = () =>
      [...perDay.querySelectorAll('.recharts-xAxis-tick-labels text')]
        .map((label) => label.getBoundingClientRect())
        .sort((a, b) => a.left - b.left);
    // The chart measures its box, then lays its ticks out again once the narrow viewport
    // has settled: on a busy machine the first layout can still be the wide one, so the
    // geometry is asserted once it is stable, not on the first frame that has labels.
    await waitFor(() => {
      const labels = dayLabels();
      expect(labels.length).toBeGreaterThan(1);
      for (const [i, label] of labels.slice(1).entries()) {
        expect(label.left).toBeGreaterThanOrEqual(labels[i]!.right);
      }
      expect(perDay.scrollWidth).toBeLessThanOrEqual(perDay.clientWidth + 1);
    });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
