import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DraftSummary } from '@/sdk/content/drafts';
import type { Release } from '@/sdk/content/releases';
import {
  homeDraft,
  homeDraftSentBack,
  homeDraftWaiting,
  releases,
  summaryOf,
} from '@/src/fixtures/publishing';
import { contentEntry } from '../navigation';
import { contentFormModel, fieldLabels } from '../ContentForm';
import { DraftBanner } from './DraftBanner';

const home = contentEntry('home')!;

/** The home draft as the server answers it while one of the fixtures' releases holds it. */
const heldBy = ({ _id, name, scheduledAt }: Release) =>
  DraftSummary.parse({ ...summaryOf(homeDraft), release: { id: _id, name, scheduledAt } });
const [diwaliRelease, openRelease] = releases;

const meta = {
  title: 'Console/DraftBanner',
  component: DraftBanner,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "Above a form whose record has a draft: who saved it and when (India time), which fields differ, where review stands (the admin's note when sent back), with Discard draft and, for admins, Send back. Publishing is the form's own button (one publish action per screen): the banner says so.\n\n**Do:** Show it whenever the form shows a draft rather than the live record; pass the form's labels so fields read as people know them.\n\n**Don't:** Don't put a second Publish here (it would publish the saved draft without what is typed), or hide that the site still shows the published version.",
      },
    },
  },
  args: {
    draft: summaryOf(homeDraft),
    fieldLabels: fieldLabels(contentFormModel(home, 'update')),
    mayPublish: true,
    onDiscard: fn(),
    onSendBack: fn(),
  },
} satisfies Meta<typeof DraftBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An admin's view of a saved draft: what changed, and where publishing is (the form's button,
 * the screen's only Publish), with Discard draft.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Unpublished changes' });
    await expect(banner).toHaveTextContent('Changed: Banner Title, Banner Sub Title.');
    await expect(banner).toHaveTextContent('21 Nov 2026, 10:45 am IST');
    await expect(banner).toHaveTextContent(
      'Publish, under the form, puts this draft on the site with anything you type now.',
    );
    await expect(within(banner).queryByRole('button', { name: 'Publish' })).toBeNull();
  },
};

/** Discard asks first (a draft's work is lost), then discards. */
export const DiscardAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Discard draft' }));
    const ask = await canvas.findByRole('dialog', { name: 'Discard this draft?' });
    await expect(args.onDiscard).not.toHaveBeenCalled();
    await userEvent.click(within(ask).getByRole('button', { name: 'Discard draft' }));
    await expect(args.onDiscard).toHaveBeenCalledTimes(1);
  },
};

/** An admin reviews a waiting draft: Send back takes a note, which is required. */
export const SendBack: Story = {
  args: { draft: summaryOf(homeDraftWaiting), mayReview: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Waiting for review' })).toHaveTextContent(
      'edna.editor asked for review',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send back' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send back' }));
    await expect(canvas.getByText('Say what to change.')).toBeVisible();
    await expect(args.onSendBack).not.toHaveBeenCalled();
    await userEvent.type(
      canvas.getByLabelText('What should the editor change?'),
      'Shorter, please.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send back' }));
    await expect(args.onSendBack).toHaveBeenCalledWith('Shorter, please.');
  },
};

/** The editor's view after an admin sent it back while review is on: the note, no word of Publish. */
export const SentBack: Story = {
  args: { draft: summaryOf(homeDraftSentBack), mayPublish: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: 'Sent back for changes' });
    await expect(banner).toHaveTextContent(homeDraftSentBack.review.note);
    await expect(banner).not.toHaveTextContent('Publish');
  },
};

/** A new collection item that exists only as a draft. */
export const NewItem: Story = {
  args: { draft: { ...summaryOf(homeDraft), isNew: true } },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'New, not on the site yet' });
    await expect(banner).toHaveTextContent('Publishing adds it to the site.');
  },
};

/**
 * An editor's proposed delete (issue 47), waiting for review, as the item's form shows it: what
 * the delete does, and no empty list of changed fields.
 */
export const ProposedDelete: Story = {
  args: {
    draft: { ...summaryOf(homeDraftWaiting), proposesDelete: true, changedFields: [] },
    mayPublish: false,
  },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Waiting for review' });
    await expect(banner).toHaveTextContent(
      'A delete of this item is proposed: it stays on the site until an admin publishes the delete',
    );
    await expect(banner).not.toHaveTextContent('Changed:');
    await expect(banner).not.toHaveTextContent('Edits it also holds');
  },
};

/** An admin's view of a proposed delete that also holds edits: Publish carries out the delete. */
export const ProposedDeleteWithEdits: Story = {
  args: { draft: { ...summaryOf(homeDraftWaiting), proposesDelete: true }, mayReview: true },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Waiting for review' });
    await expect(banner).toHaveTextContent('Edits it also holds: Banner Title, Banner Sub Title.');
    await expect(banner).toHaveTextContent(
      'Publish, under the form, carries out the delete: the item goes to the trash.',
    );
  },
};

/**
 * Issue 44: a draft in a scheduled release says so before anything is touched: when it publishes
 * (India time), a way to Releases, and that a save here takes the release off the schedule.
 */
export const InScheduledRelease: Story = {
  args: { draft: heldBy(diwaliRelease!), releasesPath: '/releases' },
  parameters: { visual: { viewports: ['narrow', 'tablet', 'desktop'] } },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Unpublished changes' });
    await expect(banner).toHaveTextContent(
      'Scheduled: publishes with the release “Diwali offer” on 25 Nov 2026, 9:30 am IST.',
    );
    await expect(banner).toHaveTextContent(
      'Saving, discarding or publishing this draft here takes the release off the schedule',
    );
    const link = within(banner).getByRole('link', { name: 'Open Releases' });
    await expect(link).toHaveAttribute('href', '/releases');
  },
};

/** Issue 44: a release not scheduled holds the draft: named, with no word of a schedule. */
export const InOpenRelease: Story = {
  args: { draft: heldBy(openRelease!), releasesPath: '/releases' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Unpublished changes' });
    await expect(banner).toHaveTextContent(
      'In the release “Testimonial refresh”: it goes on the site when the release is published.',
    );
    await expect(banner).not.toHaveTextContent('Scheduled');
    await expect(within(banner).getByRole('link', { name: 'Open Releases' })).toBeVisible();
  },
};
