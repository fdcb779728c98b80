import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { testimonials } from '@/sdk/content';
import { compareRecords } from '@/sdk/content/history';
import { draftedTitle, reviewDrafts, testimonialOrderDraft } from '@/src/fixtures/publishing';
import { homeFixture, testimonialFixtures } from '@/src/fixtures/adminContent';
import { storyImageUrl } from '@/src/fixtures/adminImages';
import { contentFormModel, fieldLabels } from '../ContentForm';
import { contentEntry } from '../navigation';
import { ReviewQueue } from './ReviewQueue';

const meta = {
  title: 'Console/ReviewQueue',
  component: ReviewQueue,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "The Review screen (admins): the \"editors need review\" switch, and the drafts editors asked to publish, each with its changes field by field (now on the site, proposed: text, yes/no, pictures as thumbnails), Publish and Send back (a note the editor reads on the form).\n\n**Do:** Open a draft's form to read it whole, with its preview, before publishing it.\n\n**Don't:** Don't show this screen to editors, or send a draft back without saying what to change.",
      },
    },
  },
  args: {
    editorsNeedReview: true,
    onEditorsNeedReviewChange: fn(),
    waiting: reviewDrafts,
    fieldLabels: (key) => fieldLabels(contentFormModel(contentEntry(key)!, 'update')),
    imageUrl: storyImageUrl,
    formPath: (draft) => (draft.key === 'home' ? '/home' : `/update-testimonial/${draft.id}`),
    onPublish: fn(),
    onSendBack: fn(),
  },
} satisfies Meta<typeof ReviewQueue>;
export default meta;
type Story = StoryObj<typeof meta>;

const testimonial = reviewDrafts[1]!;

/**
 * Review on, two drafts waiting, each field they change now and proposed: the home section's
 * texts, a testimonial's quote, portrait (thumbnails) and "Show on the site" flag (in words).
 */
export const Default: Story = {
  parameters: { visual: { viewports: ['narrow', 'desktop'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Editors need review' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    const home = canvas.getByRole('table', { name: 'Changes proposed (2)' });
    const title = within(home).getByRole('row', { name: /Banner Title/ });
    await expect(within(title).getAllByRole('cell')[0]).toHaveTextContent(homeFixture.bannerTitle);
    await expect(within(title).getAllByRole('cell')[1]).toHaveTextContent(draftedTitle);
    const changes = canvas.getByRole('table', { name: 'Changes proposed (3)' });
    await expect(
      within(changes).getByRole('img', { name: /^Now on the site: .*Image/ }),
    ).toBeVisible();
    await expect(within(changes).getByRole('img', { name: /^Proposed: .*Image/ })).toBeVisible();
    const flag = within(changes).getByRole('row', { name: /Yes No/ });
    await expect(flag).toBeVisible();
  },
};

/** The changes are on their way for one draft, and could not be read for the other. */
export const ChangesLoadingOrFailed: Story = {
  args: {
    waiting: [
      { ...reviewDrafts[0]!, changes: undefined },
      { ...testimonial, changes: 'failed' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading the changes…')).toBeVisible();
    await expect(canvas.getByText(/could not be loaded: open the form/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Publish ${testimonial.name}` })).toBeEnabled();
  },
};

const live = testimonialFixtures[1]!;
const hideProposal = {
  ...testimonial,
  changedFields: ['isActive'],
  changes: compareRecords(testimonials, live, { ...live, isActive: false }),
};

/**
 * Issue 47: an editor's flipped switch, proposed alone: one row, "Shown on the site", Yes now and
 * No proposed; Publish takes it off the site, Send back leaves it.
 */
export const ProposedSwitch: Story = {
  args: { waiting: [hideProposal] },
  parameters: { visual: { viewports: ['narrow', 'desktop'] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const changes = canvas.getByRole('table', { name: 'Changes proposed (1)' });
    const flag = within(changes).getByRole('row', { name: /Shown on the site/ });
    await expect(within(flag).getAllByRole('cell')[0]).toHaveTextContent('Yes');
    await expect(within(flag).getAllByRole('cell')[1]).toHaveTextContent('No');
    await userEvent.click(canvas.getByRole('button', { name: `Publish ${testimonial.name}` }));
    await expect(args.onPublish).toHaveBeenCalledWith(hideProposal);
  },
};

const deleteProposal = {
  ...testimonial,
  changedFields: [],
  proposesDelete: true,
  review: { ...testimonial.review, note: 'This course has ended.' },
  changes: compareRecords(testimonials, live, live),
};

/**
 * Issue 47: an editor's proposed delete, beside an edit: "Delete: <name>" on a danger edge, what
 * publishing does (the trash, restorable), no empty comparison; Publish delete and Send back.
 */
export const ProposedDelete: Story = {
  args: { waiting: [reviewDrafts[0]!, deleteProposal] },
  parameters: { visual: { viewports: ['narrow', 'desktop'] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('link', { name: `Delete: ${testimonial.name}` }).closest('li')!;
    const inCard = within(card as HTMLElement);
    await expect(inCard.getByText(/proposed to take it off the site into the trash/)).toBeVisible();
    await expect(inCard.getByText(/This course has ended/)).toBeVisible();
    await expect(inCard.queryByRole('table')).toBeNull();
    // The other card still reads as an edit.
    await expect(canvas.getByRole('table', { name: 'Changes proposed (2)' })).toBeVisible();
    await userEvent.click(
      inCard.getByRole('button', { name: `Publish delete ${testimonial.name}` }),
    );
    await expect(args.onPublish).toHaveBeenCalledWith(deleteProposal);
    await userEvent.click(inCard.getByRole('button', { name: `Send back ${testimonial.name}` }));
    await expect(inCard.getByRole('textbox')).toBeVisible();
    await userEvent.click(inCard.getByRole('button', { name: 'Cancel' }));
    await expect(args.onSendBack).not.toHaveBeenCalled();
  },
};

const orderProposal = {
  ...testimonialOrderDraft,
  review: { ...testimonialOrderDraft.review, note: 'Anita’s quote is the newest.' },
};

/**
 * Issue 47: an editor's new order of the testimonials: the site's order and the proposed one side
 * by side (stacked on a phone), the moved item marked with its old place; no comparison table;
 * Publish new order and Send back.
 */
export const ProposedOrder: Story = {
  args: { waiting: [orderProposal] },
  parameters: { visual: { viewports: ['narrow', 'desktop'] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('link', { name: 'New order: Testimonials' }).closest('li')!;
    const inCard = within(card as HTMLElement);
    await expect(
      inCard.getByText(/edna.editor asked .*“Anita’s quote is the newest.”/),
    ).toBeVisible();
    const names = (list: HTMLElement) =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    const site = inCard.getByRole('list', { name: 'On the site' });
    await expect(names(site).slice(0, 3)).toEqual(['Priya Verma', 'Rahul Mehta', 'Anita Desai']);
    const proposed = inCard.getByRole('list', { name: 'Proposed' });
    await expect(names(proposed).slice(0, 3)).toEqual([
      'Anita Desai was 3',
      'Priya Verma',
      'Rahul Mehta',
    ]);
    await expect(inCard.queryByRole('table')).toBeNull();
    await userEvent.click(
      inCard.getByRole('button', { name: 'Publish new order of Testimonials' }),
    );
    await expect(args.onPublish).toHaveBeenCalledWith(orderProposal);
    await userEvent.click(
      inCard.getByRole('button', { name: 'Send back new order of Testimonials' }),
    );
    await expect(inCard.getByRole('textbox')).toBeVisible();
    await userEvent.click(inCard.getByRole('button', { name: 'Cancel' }));
    await expect(args.onSendBack).not.toHaveBeenCalled();
  },
};

/** The switch and Publish ask the container. */
export const SwitchAndPublish: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Editors need review' }));
    await expect(args.onEditorsNeedReviewChange).toHaveBeenCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: `Publish ${testimonial.name}` }));
    await expect(args.onPublish).toHaveBeenCalledWith(testimonial);
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
