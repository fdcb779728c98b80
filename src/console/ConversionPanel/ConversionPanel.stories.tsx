import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  emptyConversion,
  monthConversion,
  oneDayConversion,
} from '@/src/fixtures/conversionReport';
import { ConversionPanel } from './ConversionPanel';

const meta = {
  title: 'Console/ConversionPanel',
  component: ConversionPanel,
  parameters: {
    docs: {
      description: {
        component:
          "The dashboard's visits and conversion: four figures against the previous period, the funnel from visit to lead, and a table by page, source, campaign, device or call to action.\n\n**Do:** Show it under the lead charts, for the dashboard's range.\n\n**Don't:** Don't show zeros after a failed load: the error says so and offers a retry.",
      },
    },
  },
  args: { report: monthConversion(), onRetry: fn() },
  decorators: [(Story) => <div style={{ padding: '1rem' }}>{Story()}</div>],
} satisfies Meta<typeof ConversionPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The figure of a label: its value and its change, as the definition list gives them. */
const figure = (canvasElement: HTMLElement, label: string) => {
  const term = within(canvasElement).getByText(label, { selector: 'dt' });
  return [...(term.parentElement?.querySelectorAll('dd') ?? [])].map((dd) => dd.textContent);
};
const firstColumn = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('tbody th')].map((th) => th.textContent);

/** Thirty days against the thirty before: the figures say the change in words. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'Visitors')).toEqual([
      '12,840',
      '+12% on the previous 30 days',
    ]);
    await expect(figure(canvasElement, 'Leads')).toEqual(['312', '+29% on the previous 30 days']);
    await expect(figure(canvasElement, 'Conversion rate')).toEqual([
      '2.4%',
      '+0.3 points on the previous 30 days',
    ]);
    await expect(figure(canvasElement, 'Call to action taps')).toEqual([
      '1,460',
      '+20% on the previous 30 days',
    ]);
    const funnel = within(canvasElement).getByRole('figure', { name: 'From visit to lead' });
    await expect(within(funnel).getByText(/11.4% of the step before/)).toBeVisible();
    await expect(within(funnel).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** The breakdown's select changes the table: by page first, then by source and call to action. */
export const Breakdowns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(firstColumn(canvasElement)[0]).toBe('/');
    await userEvent.selectOptions(canvas.getByLabelText('Conversion by'), 'Source');
    await expect(canvas.getByRole('table', { name: 'Conversion by source' })).toBeVisible();
    await expect(firstColumn(canvasElement)).toEqual(['google', 'Direct or unknown', 'newsletter']);
    await userEvent.selectOptions(canvas.getByLabelText('Conversion by'), 'Call to action');
    await expect(canvas.getByRole('columnheader', { name: 'Taps' })).toBeVisible();
    await expect(firstColumn(canvasElement)[0]).toBe('Book a demo');
  },
};

/** Nothing counted yet: it says when counting starts and what is never counted. */
export const NoData: Story = {
  args: { report: emptyConversion() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No visits counted in these days yet.')).toBeVisible();
    await expect(canvas.getByText(/Counting starts once visitors come/)).toBeVisible();
    await expect(canvas.getByText(/previews and bots are not counted/)).toBeVisible();
    await expect(canvas.queryByRole('figure')).toBeNull();
  },
};

/** The first day counted: nothing before to compare with, so no percentage is invented. */
export const OneDay: Story = {
  args: { report: oneDayConversion() },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'Visitors')).toEqual(['42', 'no visits before']);
    await expect(figure(canvasElement, 'Conversion rate')[1]).toBe('no visits before');
    await expect(within(canvasElement).getByText(/not to be tracked viewed 3 pages/)).toBeVisible();
  },
};

/** A failed load: the reason and a retry, never zeros. */
export const LoadFailed: Story = {
  args: {
    report: null,
    error: { message: 'The visits could not be loaded.', requestId: 'req-42' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The visits could not be loaded.');
    await expect(canvas.queryByText('Visitors')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** While loading: the section says so and is marked busy. */
export const Loading: Story = {
  args: { report: null, loading: true },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Visits and conversion' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).getByText('Loading visits…')).toBeVisible();
  },
};

/** On a phone the figures stack, the funnel keeps its labels, nothing pans the page. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'Leads')[0]).toBe('312');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
