import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContactFollowUpControl, type ContactFollowUpControlProps } from './ContactFollowUpControl';

// The story clock's day in India.
const TODAY = '2026-11-21';

/** Plays the container: holds the typed day until it is saved. */
function WithDraft(args: ContactFollowUpControlProps) {
  const [draft, setDraft] = useState(args.draft);
  return (
    <ContactFollowUpControl
      {...args}
      draft={draft}
      onDraftChange={(next) => {
        setDraft(next);
        args.onDraftChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Console/ContactFollowUpControl',
  component: ContactFollowUpControl,
  parameters: {
    docs: {
      description: {
        component:
          "A contact's next follow-up day in India: picked, saved or cleared, flagged Due today or Overdue in words. A typed day not yet saved makes the page ask before it is left.\n\n**Do:** Send the day as it is (a calendar day in India, no time).\n\n**Don't:** Don't turn it into an instant: a day in UTC would be due at 05:30 IST.",
      },
    },
  },
  args: {
    day: '2026-11-20',
    draft: '2026-11-20',
    today: TODAY,
    onDraftChange: fn(),
    onSave: fn(),
  },
  render: (args) => <WithDraft {...args} />,
  decorators: [(Story) => <div style={{ padding: '1rem', maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof ContactFollowUpControl>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A day already past: Overdue; Save waits for a change. Under the input the day is written the
 * console's way, whatever order the browser's date input uses.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Overdue')).toBeVisible();
    await expect(canvas.getByLabelText('Follow-up day (India)')).toHaveAccessibleDescription(
      /^Friday, 20\sNov\s2026\.$/,
    );
    await expect(canvas.getByRole('button', { name: 'Save follow-up' })).toBeDisabled();
  },
};

export const DueToday: Story = {
  args: { day: TODAY, draft: TODAY },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Due today')).toBeVisible();
  },
};

/** Nothing planned: pick a day and save it. */
export const PlanOne: Story = {
  args: { day: null, draft: '' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('None')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull();
    await userEvent.type(canvas.getByLabelText('Follow-up day (India)'), '2026-11-25');
    await expect(canvas.getByText(/^Wednesday, 25\sNov\s2026, not saved yet\.$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save follow-up' }));
    await expect(args.onSave).toHaveBeenCalledWith('2026-11-25');
  },
};

export const ClearIt: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear' }));
    await expect(args.onSave).toHaveBeenCalledWith(null);
  },
};

export const Saving: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Follow-up day (India)')).toBeDisabled();
  },
};

export const WithError: Story = {
  args: { error: 'Use a date like 2026-11-25.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('2026-11-25');
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('group', { name: 'Next follow-up' }),
    ).toBeVisible();
  },
};
