import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoint, home, testimonials } from '@/sdk/content';
import { DraftMessages, ORDER_DRAFT_ID } from '@/sdk/content/drafts';
import { Release, ReleaseMessages } from '@/sdk/content/releases';
import { homeFixture } from '@/src/fixtures/adminContent';
import {
  draftSummaries,
  homeDraftWaiting,
  homeVersion,
  homeVersions,
  previewLinks,
  releases,
  summaryOf,
  trashItems,
  changedTestimonialDraft,
  changedTestimonialDetail,
  testimonialOrderDraft,
} from '@/src/fixtures/publishing';
import {
  ConsoleAt,
  answers,
  currentAdmin,
  editorsNeedReview,
  fails,
  loadRouteCode,
  ok,
  signedIn,
  storedFiles,
} from './consoleStory';
import { showsLoadError } from './statePlays';

// Issue 37's own screens: a record's history with its comparison, releases (one scheduled),
// the trash, the review queue and the preview links; one MSW handler set per state each.

const meta = {
  title: 'Pages/Console/Publishing',
  // A page, not a component: no docs page of its own.
  tags: ['!autodocs'],
  // The screen's code is loaded before the story renders (consoleStory.tsx).
  loaders: [loadRouteCode],
  component: ConsoleAt,
  args: { path: '/releases' },
  beforeEach: signedIn,
  parameters: { router: false, a11y: { test: 'off' } },
} satisfies Meta<typeof ConsoleAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const everyWidth = { viewports: ['narrow', 'tablet', 'desktop'] } as const;
/** What the last schedule and send back sent, for their stories to check. */
let scheduled: unknown = null;
let sentBack: unknown = null;
const versionPage = { items: homeVersions, total: homeVersions.length, page: 1, pageSize: 100 };

/** The home section's history: who changed what and when, the newest compared field by field. */
export const HistoryComparison: Story = {
  args: { path: `/history?key=home&id=${homeFixture._id}` },
  parameters: {
    visual: everyWidth,
    msw: [
      currentAdmin,
      storedFiles,
      answers('/api/versions/getall', versionPage),
      answers('/api/versions/get', homeVersion),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const versions = await canvas.findByRole('table', { name: 'Versions of Home' });
    await within(versions).findByRole('row', { name: /edna\.editor/ });
    await expect(within(versions).getAllByRole('row')).toHaveLength(4);
    const fields = await canvas.findByRole('table', { name: 'Fields changed in this version' });
    const title = within(fields).getByRole('row', { name: /Banner Title/ });
    await expect(title).toHaveTextContent('Teach online with us');
    await expect(title).toHaveTextContent(homeFixture.bannerTitle);
    // Pictures compare as thumbnails, before and after.
    await expect(within(fields).getByRole('img', { name: 'Before: Banner Image' })).toBeVisible();
    await expect(within(fields).getByRole('img', { name: 'After: Banner Image' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Restore as draft' })).toBeEnabled();
    // Any two versions can be compared; by default the newest with the one before it.
    await expect(canvas.getByRole('combobox', { name: 'with' })).toHaveValue(homeVersions[1]!._id);
  },
};

/** Restore as draft: the version becomes the record's draft and its form opens to publish it. */
export const RestoreAsDraft: Story = {
  args: { path: `/history?key=home&id=${homeFixture._id}&version=${homeVersion._id}` },
  parameters: {
    msw: [
      currentAdmin,
      storedFiles,
      answers('/api/versions/getall', versionPage),
      answers('/api/versions/get', homeVersion),
      answers('/api/versions/restore', homeDraftWaiting),
      answers(endpoint(home, 'getall'), [homeFixture]),
      answers('/api/drafts/get', homeDraftWaiting),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Restore as draft' }));
    const toast = await canvas.findByText('Restored as a draft: publish it to put it on the site.');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(await canvas.findByRole('region', { name: 'Waiting for review' })).toBeVisible();
  },
};

/** The history when it cannot be read: the error state with the request id. */
export const HistoryError: Story = {
  args: { path: `/history?key=home&id=${homeFixture._id}` },
  parameters: { msw: [currentAdmin, fails('/api/versions/getall')] },
  play: async ({ canvasElement }) => showsLoadError(canvasElement),
};

const releasesLoaded = [
  currentAdmin,
  answers('/api/releases/getall', releases),
  answers('/api/drafts/getall', draftSummaries),
];

/** Releases: one scheduled (its time in India time), one not yet, one published, one failed. */
export const ScheduledRelease: Story = {
  parameters: { visual: everyWidth, msw: releasesLoaded },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const diwali = await canvas.findByRole('article', { name: 'Diwali offer' });
    await expect(diwali).toHaveTextContent('Scheduled');
    await expect(diwali).toHaveTextContent('Publishes by itself at 25 Nov 2026, 9:30 am IST.');
    await expect(within(diwali).getByRole('button', { name: 'Unschedule' })).toBeVisible();
    const failed = canvas.getByRole('article', { name: 'Old clients off' });
    await expect(failed).toHaveTextContent('Failed');
    await expect(canvas.getByRole('article', { name: 'November banner' })).toHaveTextContent(
      'Published',
    );
  },
};

/** Scheduling sends the time typed as India time, with its offset, whatever the browser's zone. */
export const ScheduleInIndiaTime: Story = {
  beforeEach: () => {
    scheduled = null;
  },
  parameters: {
    msw: [
      ...releasesLoaded,
      http.post('/api/releases/schedule', async ({ request }) => {
        const body = (await request.json()) as { releaseId: string; at: string };
        scheduled = body;
        return ok({ ...releases[1], status: 'scheduled', scheduledAt: '2026-11-22T04:30:00.000Z' });
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = await canvas.findByRole('article', { name: 'Testimonial refresh' });
    await userEvent.type(
      within(open).getByLabelText('Publish at (India time, IST)'),
      '2026-11-22T10:00',
    );
    await userEvent.click(within(open).getByRole('button', { name: 'Schedule' }));
    await waitFor(() =>
      expect(scheduled).toEqual({ releaseId: 'release-open', at: '2026-11-22T10:00:00+05:30' }),
    );
    // At rest for the picture: the outcome shown, the list read again, no focus ring left.
    const toast = await canvas.findByText(ReleaseMessages.scheduled);
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() =>
      expect(within(open).getByRole('button', { name: 'Schedule' })).toBeEnabled(),
    );
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** The releases cannot be read: the error state, never "No releases yet". */
export const ReleasesError: Story = {
  parameters: {
    msw: [currentAdmin, fails('/api/releases/getall'), answers('/api/drafts/getall', [])],
  },
  play: async ({ canvasElement }) => showsLoadError(canvasElement, /No releases yet/),
};

/** The trash: deleted items, who deleted them, how long they are kept, and Restore. */
export const Trash: Story = {
  args: { path: '/trash' },
  parameters: { visual: everyWidth, msw: [currentAdmin, answers('/api/trash/getall', trashItems)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: /Trash/ });
    const row = await within(table).findByRole('row', { name: /Sneha Iyer/ });
    await expect(row).toHaveTextContent('admin, 21 Nov 2026, 11:25 am IST');
    await expect(within(row).getByRole('button', { name: 'Restore Sneha Iyer' })).toBeEnabled();
  },
};

/** The review queue: the switch, and the drafts editors asked an admin to publish. */
export const ReviewQueue: Story = {
  args: { path: '/review' },
  parameters: {
    visual: everyWidth,
    msw: [
      currentAdmin,
      editorsNeedReview(true),
      storedFiles,
      answers('/api/drafts/getall', [
        summaryOf(homeDraftWaiting),
        summaryOf(changedTestimonialDetail),
      ]),
      // Each card reads its draft and the published record, to compare them.
      http.post('/api/drafts/get', async ({ request }) => {
        const { key } = (await request.json()) as { key: string };
        return ok(key === 'home' ? homeDraftWaiting : changedTestimonialDetail);
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const setting = await canvas.findByRole('switch', { name: 'Editors need review' });
    await waitFor(() => expect(setting).toHaveAttribute('aria-checked', 'true'));
    const waiting = await canvas.findByRole('region', { name: 'Waiting for review (2)' });
    await expect(within(waiting).getByRole('link', { name: /Home:/ })).toHaveAttribute(
      'href',
      '/home',
    );
    // Each draft's changes, now on the site and proposed, with the form's labels.
    const home = await within(waiting).findByRole('table', { name: 'Changes proposed (2)' });
    await expect(within(home).getByRole('row', { name: /Banner Title/ })).toHaveTextContent(
      homeDraftWaiting.draft.bannerTitle as string,
    );
    const other = await within(waiting).findByRole('table', { name: 'Changes proposed (3)' });
    await expect(within(other).getByRole('img', { name: /^Proposed: / })).toBeVisible();
  },
};

/** Send back asks for a note, which goes to the editor. */
export const SendBackWithANote: Story = {
  args: { path: '/review' },
  beforeEach: () => {
    sentBack = null;
  },
  parameters: {
    msw: [
      currentAdmin,
      editorsNeedReview(true),
      answers('/api/drafts/getall', [changedTestimonialDraft]),
      answers('/api/drafts/get', { ...changedTestimonialDetail, ...changedTestimonialDraft }),
      http.post('/api/drafts/review/sendBack', async ({ request }) => {
        sentBack = await request.json();
        return ok({
          ...changedTestimonialDraft,
          review: { state: 'sent-back', note: 'x', last: null },
        });
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = changedTestimonialDraft.name;
    await userEvent.click(await canvas.findByRole('button', { name: `Send back ${name}` }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send back' }));
    await expect(await canvas.findByText('Say what to change.')).toBeVisible();
    await userEvent.type(
      canvas.getByLabelText('What should the editor change?'),
      'Please shorten the quote.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send back' }));
    await waitFor(() =>
      expect(sentBack).toEqual({
        key: 'testimonials',
        id: changedTestimonialDraft.id,
        note: 'Please shorten the quote.',
      }),
    );
  },
};

/** Preview links: make one to share, and the links made, active ones with Revoke. */
export const PreviewLinks: Story = {
  args: { path: '/preview-links' },
  parameters: {
    visual: everyWidth,
    msw: [currentAdmin, answers('/api/preview/links/getall', previewLinks)],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Preview links' });
    await expect(await within(table).findAllByRole('button', { name: /Revoke/ })).toHaveLength(1);
    await expect(within(table).getByRole('row', { name: /Agency review/ })).toHaveTextContent(
      'Revoked',
    );
  },
};

/** What the last publish sent, and whether the proposed order still waits (issue 47). */
let publishedOrder: unknown = null;
let orderWaiting = true;

/**
 * Issue 47: an admin publishes an editor's new order from the queue: its card links to the list,
 * shows both orders and asks the server for no record comparison (no /api/drafts/get handler: an
 * unhandled request fails the story); the toast says the list is in its new order.
 */
export const PublishProposedOrder: Story = {
  args: { path: '/review' },
  beforeEach: () => {
    publishedOrder = null;
    orderWaiting = true;
  },
  parameters: {
    msw: [
      currentAdmin,
      editorsNeedReview(true),
      http.post('/api/drafts/getall', () => ok(orderWaiting ? [testimonialOrderDraft] : [])),
      http.post('/api/drafts/publish', async ({ request }) => {
        publishedOrder = await request.json();
        orderWaiting = false;
        const ids = testimonialOrderDraft.order!.proposed.map((entry) => entry.id);
        return ok(
          {
            key: 'testimonials',
            id: ORDER_DRAFT_ID,
            record: { _id: ORDER_DRAFT_ID, order: ids },
            versionId: '',
          },
          DraftMessages.orderPublished,
        );
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'New order: Testimonials' });
    await expect(link).toHaveAttribute('href', testimonials.screens.list);
    await expect(canvas.getByRole('list', { name: 'Proposed' })).toHaveTextContent(/was 3/);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Publish new order of Testimonials' }),
    );
    const toast = await canvas.findByText(DraftMessages.orderPublished);
    await waitFor(() => expect(toast).toBeVisible());
    await expect(publishedOrder).toEqual({ key: 'testimonials', id: ORDER_DRAFT_ID });
    await expect(await canvas.findByText('Nothing is waiting for review.')).toBeVisible();
  },
};

/**
 * Issue 47: a proposed order among the drafts a release may take ("Testimonials: New order"), and
 * in a published release, where its draft is gone, still named so.
 */
export const ReleaseWithProposedOrder: Story = {
  parameters: {
    msw: [
      currentAdmin,
      answers('/api/releases/getall', [
        Release.parse({
          ...releases[2],
          _id: 'release-order',
          name: 'Testimonials reordered',
          items: [{ key: 'testimonials', id: ORDER_DRAFT_ID, action: 'publish' }],
        }),
      ]),
      answers('/api/drafts/getall', [...draftSummaries, testimonialOrderDraft]),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const release = await canvas.findByRole('article', { name: 'Testimonials reordered' });
    await expect(release).toHaveTextContent('Testimonials: New order');
    await expect(canvas.getByRole('checkbox', { name: /Testimonials: New order/ })).toBeVisible();
  },
};
