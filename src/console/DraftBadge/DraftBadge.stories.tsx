import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { changedTestimonialDraft, newTestimonialDraft } from '@/src/fixtures/publishing';
import { DraftBadge } from './DraftBadge';

const meta = {
  title: 'Console/Parts/DraftBadge',
  component: DraftBadge,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "Marks a list row whose record has unpublished changes: Draft, New draft, Waiting for review or Sent back.\n\n**Do:** Put it beside the item's name in lists of content (tables, releases).\n\n**Don't:** Don't rely on its colour alone, or use it for the published state (a row without a badge is published).",
      },
    },
  },
  args: {
    draft: { ...changedTestimonialDraft, review: { state: 'editing', note: '', last: null } },
  },
} satisfies Meta<typeof DraftBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A published record with a saved draft. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Draft')).toBeVisible();
  },
};

/** Every state, as the lists show them side by side. */
export const EveryState: Story = {
  render: () => (
    <p style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      <DraftBadge draft={newTestimonialDraft} />
      <DraftBadge draft={{ ...newTestimonialDraft, isNew: false }} />
      <DraftBadge draft={changedTestimonialDraft} />
      <DraftBadge
        draft={{ ...changedTestimonialDraft, review: { state: 'sent-back', note: '', last: null } }}
      />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const words of ['New draft', 'Draft', 'Waiting for review', 'Sent back'])
      await expect(canvas.getByText(words)).toBeVisible();
  },
};
