import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LeadFilters } from './LeadFilters';
import { EMPTY_LEAD_FILTER } from './leadFilterValues';

const meta = {
  title: 'Console/LeadFilters',
  component: LeadFilters,
  parameters: {
    docs: {
      description: {
        component:
          "The inbox's search, status, dates and attribution filters with Apply, Reset and Export CSV.\n\n**Do:** Use it above the leads table; Export sends the filter the form holds.\n\n**Don't:** Don't apply on every keystroke: the server pages the results.",
      },
    },
  },
  args: { value: EMPTY_LEAD_FILTER, onApply: fn(), onReset: fn(), onExport: fn() },
  decorators: [(Story) => <div style={{ padding: '1rem' }}>{Story()}</div>],
} satisfies Meta<typeof LeadFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

const filled = {
  ...EMPTY_LEAD_FILTER,
  search: 'neet',
  status: 'contacted',
  from: '2025-03-01',
  to: '2025-03-31',
};

/** Nothing filtered yet: every lead is shown. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Filter leads' })).toBeVisible();
    await expect(canvas.getByLabelText('Search leads')).toHaveValue('');
  },
};

/** Apply sends what the form holds; Export sends it too, Reset clears it. */
export const ApplyExportReset: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Filter leads' })).toBeVisible();
    const status = canvas.getByLabelText('Status');
    await expect([...status.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'All but spam',
      'New',
      'Contacted',
      'Qualified',
      'Closed',
      'Spam',
    ]);
    await userEvent.type(canvas.getByLabelText('Search leads'), 'neet');
    await userEvent.selectOptions(status, 'contacted');
    await userEvent.type(canvas.getByLabelText('Received from'), '2025-03-01');
    await userEvent.type(canvas.getByLabelText('Received to'), '2025-03-31');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith(filled);

    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledWith(filled);

    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(canvas.getByLabelText('Search leads')).toHaveValue('');
    await expect(status).toHaveValue('');
  },
};

/** Enter in the search box applies, as in any search form. */
export const EnterApplies: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Search leads'), 'Meera{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith({ ...EMPTY_LEAD_FILTER, search: 'Meera' });
  },
};

/** Opened with a filter in force, the form shows it. */
export const Filled: Story = {
  args: {
    value: {
      ...EMPTY_LEAD_FILTER,
      search: 'neet',
      status: 'qualified',
      from: '2025-03-01',
      source: 'newsletter',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Search leads')).toHaveValue('neet');
    await expect(canvas.getByLabelText('Status')).toHaveValue('qualified');
    await expect(canvas.getByLabelText('Source')).toHaveValue('newsletter');
    // The end date cannot be set before the start date.
    await expect(canvas.getByLabelText('Received to')).toHaveAttribute('min', '2025-03-01');
  },
};

/** Source, campaign and call to action filter by exact value; known values are suggested. */
export const ByAttribution: Story = {
  args: {
    suggestions: {
      source: ['newsletter', 'google'],
      campaign: ['spring'],
      cta: ['header: Book a Demo', 'banner: Get Free Consultant'],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const source = canvas.getByLabelText('Source');
    const known = canvasElement.querySelector(`#${source.getAttribute('list')}`);
    await expect([...(known?.querySelectorAll('option') ?? [])].map((o) => o.value)).toEqual([
      'newsletter',
      'google',
    ]);
    await userEvent.type(source, 'newsletter');
    await userEvent.type(canvas.getByLabelText('Campaign'), 'spring');
    await userEvent.type(canvas.getByLabelText('Call to action'), 'banner: Get Free Consultant');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith({
      ...EMPTY_LEAD_FILTER,
      source: 'newsletter',
      campaign: 'spring',
      cta: 'banner: Get Free Consultant',
    });
  },
};

/** While the file is prepared the button waits, so a double click makes one file. */
export const Exporting: Story = {
  args: { exporting: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Exporting…' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onExport).not.toHaveBeenCalled();
  },
};

/** A page is loading: Apply and Reset wait, Export stays available. */
export const Loading: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  },
};

/** On a phone each field takes a whole line. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  args: { value: { ...filled, status: 'contacted' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // On a phone the form waits behind one button that counts the filters in force (issue 47).
    const toggle = canvas.getByRole('button', { name: 'Filters (4)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('search', { name: 'Filter leads' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = canvas.getByRole('search', { name: 'Filter leads' });
    await expect(toggle).toHaveAttribute('aria-controls', form.id);
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeVisible();
  },
};

/** Filtering works the same on a phone; Apply folds the form away again. */
export const NarrowApply: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters (0)' }));
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'new');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith({ ...EMPTY_LEAD_FILTER, status: 'new' });
    await expect(canvas.getByRole('button', { name: /^Filters/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};
