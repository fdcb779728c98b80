import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { changedTestimonialDraft, homeDraftWaiting } from '@/src/fixtures/publishing';
import { ReviewQueue } from './ReviewQueue';

const meta = {
  title: 'Console/ReviewQueue',
  component: ReviewQueue,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "The Review screen (admins): the \"editors need review\" switch, and the drafts editors asked to publish, each with Publish and Send back (a note the editor reads on the form).\n\n**Do:** Open a draft's form to read it whole, with its preview, before publishing it.\n\n**Don't:** Don't show this screen to editors, or send a draft back without saying what to change.",
      },
    },
  },
  args: {
    editorsNeedReview: true,
    onEditorsNeedReviewChange: fn(),
    waiting: [homeDraftWaiting, changedTestimonialDraft],
    formPath: (draft) => (draft.key === 'home' ? '/home' : `/update-testimonial/${draft.id}`),
    onPublish: fn(),
    onSendBack: fn(),
  },
} satisfies Meta<typeof ReviewQueue>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Review on, two drafts waiting. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Editors need review' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** The switch and Publish ask the container. */
export const SwitchAndPublish: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Editors need review' }));
    await expect(args.onEditorsNeedReviewChange).toHaveBeenCalledWith(false);
    await userEvent.click(
      canvas.getByRole('button', { name: `Publish ${changedTestimonialDraft.name}` }),
    );
    await expect(args.onPublish).toHaveBeenCalledWith(changedTestimonialDraft);
  },
};

/** Review off and nothing waiting. */
export const NothingWaiting: Story = {
  args: { editorsNeedReview: false, waiting: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing is waiting for review.')).toBeVisible();
    await expect(canvas.getByText(/editors publish their own changes/)).toBeVisible();
  },
};

/** On its way: the table says so. */
export const Loading: Story = {
  args: { waiting: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Loading the drafts waiting for review…'),
    ).toBeVisible();
  },
};

/** Could not be read: why, the request id and Try again, never the empty state. */
export const LoadFailed: Story = {
  args: {
    waiting: null,
    loadError: {
      message: 'The drafts waiting for review could not be loaded. Please try again.',
      requestId: 'req-7f1',
    },
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('req-7f1');
    await expect(canvas.queryByText('Nothing is waiting for review.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
