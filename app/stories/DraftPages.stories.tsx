import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoint, home, testimonials } from '@/sdk/content';
import { DraftMessages, ORDER_DRAFT_ID, draftPath } from '@/sdk/content/drafts';
import type { DraftSummary } from '@/sdk/content/drafts';
import { OrderProposalMessages } from '@/app/console/useOrderProposal';
import { homeFixture, testimonialFixtures } from '@/src/fixtures/adminContent';
import {
  changedTestimonialDraft,
  createdPreviewLink,
  draftedTitle,
  homeDraft,
  homeDraftSentBack,
  newTestimonialDraft,
  testimonialOrderDraft,
} from '@/src/fixtures/publishing';
import {
  ConsoleAt,
  answers,
  currentAdmin,
  editorsNeedReview,
  fails,
  failure,
  loadRouteCode,
  ok,
  signedIn,
  signedInAs,
  storedFiles,
} from './consoleStory';
import { showsLoadError } from './statePlays';

// Issue 37 on the content screens: a record with a draft (banner, Publish, Discard), the preview
// beside the form, an editor's form while review is on, and a list with drafts and Undo.

const meta = {
  title: 'Pages/Console/Drafts',
  // A page, not a component: no docs page of its own.
  tags: ['!autodocs'],
  // The screen's code is loaded before the story renders (consoleStory.tsx).
  loaders: [loadRouteCode],
  component: ConsoleAt,
  args: { path: home.screen },
  beforeEach: signedIn,
  parameters: { router: false, a11y: { test: 'off' } },
} satisfies Meta<typeof ConsoleAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const homeLoaded = answers(endpoint(home, 'getall'), [homeFixture]);
const homeDraftAnswer = answers('/api/drafts/get', homeDraft);
const everyWidth = { viewports: ['narrow', 'tablet', 'desktop'] } as const;

/** The home form of a record with a draft: the banner says what differs; the form shows the draft. */
export const RecordWithDraft: Story = {
  parameters: {
    visual: everyWidth,
    msw: [currentAdmin, storedFiles, homeLoaded, homeDraftAnswer],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('region', { name: 'Unpublished changes' });
    await expect(banner).toHaveTextContent('Changed: Banner Title, Banner Sub Title.');
    await expect(banner).toHaveTextContent('edna.editor, 21 Nov 2026, 10:45 am IST');
    await expect(canvas.getByLabelText('Banner Title *')).toHaveValue(draftedTitle);
    await expect(canvas.getByRole('button', { name: 'Save draft' })).toBeVisible();
    // One publish action on the screen (issue 47): the form's, which says Publish once there is
    // a draft (the spec's Update would hide that it publishes the draft too); none in the banner.
    await expect(canvas.getAllByRole('button', { name: /^(Publish|Update)$/ })).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Publish' })).toBeEnabled();
    await expect(within(banner).queryByRole('button', { name: 'Publish' })).toBeNull();
    await expect(banner).toHaveTextContent('Publish, under the form, puts this draft on the site');
  },
};

/** The draft cannot be read: the form fails like any load, so nothing is edited blind. */
export const DraftLoadFailed: Story = {
  parameters: {
    msw: [currentAdmin, storedFiles, homeLoaded, fails('/api/drafts/get')],
  },
  play: async ({ canvasElement }) => {
    await showsLoadError(canvasElement);
    await expect(within(canvasElement).queryByLabelText('Banner Title *')).toBeNull();
  },
};

/** The banner titles the draft saves of PublishTheDraft sent, to check the typing went along. */
const savedTitles: string[] = [];

/**
 * The form's Publish puts the draft on the site with what was typed (saved into the draft first,
 * then published: nothing typed is left out); the banner goes and the toast says Published.
 */
export const PublishTheDraft: Story = {
  parameters: {
    msw: [
      currentAdmin,
      storedFiles,
      homeLoaded,
      homeDraftAnswer,
      http.post(draftPath(home), async ({ request }) => {
        savedTitles.push(String((await request.formData()).get('bannerTitle')));
        return ok(homeDraft, 'Draft saved.');
      }),
      http.post('/api/drafts/publish', () =>
        ok(
          { key: 'home', id: homeFixture._id, record: homeDraft.draft, versionId: 'version-9' },
          'Published.',
        ),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Unpublished changes' });
    savedTitles.length = 0;
    const title = canvas.getByLabelText('Banner Title *');
    await userEvent.clear(title);
    await userEvent.type(title, 'Typed just now');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    const toast = await canvas.findByText('Published.');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(canvas.queryByRole('region', { name: 'Unpublished changes' })).toBeNull();
    await expect(savedTitles).toEqual(['Typed just now']);
  },
};

/** The preview beside the form, at a phone's width: the real page with the drafts applied. */
export const Preview: Story = {
  beforeEach: () => {
    sessionStorage.setItem('console.preview', JSON.stringify({ open: true, width: 'phone' }));
    return () => sessionStorage.removeItem('console.preview');
  },
  parameters: {
    msw: [
      currentAdmin,
      storedFiles,
      homeLoaded,
      homeDraftAnswer,
      answers('/api/preview/links/create', createdPreviewLink),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('region', { name: 'Page preview' });
    const frame = await within(panel).findByTitle<HTMLIFrameElement>(
      'Preview of the landing page with the drafts',
    );
    await expect(frame).toHaveAttribute('src', createdPreviewLink.path);
    await waitFor(
      () => expect(frame.contentDocument?.querySelector('h1')?.textContent).toBe(draftedTitle),
      { timeout: 5000 },
    );
    await waitFor(() => expect(within(panel).queryByText('Loading the preview…')).toBeNull());
    await expect(within(panel).getByRole('radio', { name: 'Phone 390' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Hide preview' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** What the live preview's stand-in server was asked: the banner titles, in order. */
const previewedTitles: string[] = [];

/** A tall page with the typed title, as the server renders it (no script); 400 for an empty title. */
const typedPreview = http.post('/api/preview/render', async ({ request }) => {
  const { values } = (await request.json()) as { values: Record<string, string> };
  const title = values.bannerTitle ?? '';
  previewedTitles.push(title);
  if (title.trim() === '') return failure(400, 'All fields are required.');
  const escaped = title.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const sections = Array.from(
    { length: 8 },
    (_, i) => `<section style="height:300px">Section ${i + 1}</section>`,
  );
  return ok(
    {
      html: `<!doctype html><html lang="en"><head><title>Preview</title></head><body style="margin:0;font-family:sans-serif"><main style="padding:24px 16px"><h1>${escaped}</h1>${sections.join('')}</main></body></html>`,
    },
    'Preview with your unsaved changes.',
  );
});

/**
 * The preview follows unsaved typing (issue 47): about a third of a second after typing stops,
 * the frame shows the page with what is typed, at the same scroll position, and says it is not
 * saved; a value the server refuses (an emptied title) is named, and the frame keeps the last.
 */
export const PreviewFollowsTyping: Story = {
  beforeEach: () => {
    sessionStorage.setItem('console.preview', JSON.stringify({ open: true, width: 'phone' }));
    return () => sessionStorage.removeItem('console.preview');
  },
  parameters: {
    msw: [
      currentAdmin,
      storedFiles,
      homeLoaded,
      homeDraftAnswer,
      answers('/api/preview/links/create', createdPreviewLink),
      typedPreview,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('region', { name: 'Page preview' });
    const frameTitle = 'Preview of the landing page with the drafts';
    const frame = () => within(panel).getByTitle<HTMLIFrameElement>(frameTitle);
    const heading = () => frame().contentDocument?.querySelector('h1')?.textContent;
    const slow = { timeout: 5000 };
    await waitFor(() => expect(heading()).toBe(draftedTitle), slow);
    await expect(panel).toHaveTextContent(
      'Shows what is saved; your typing shows here before you save.',
    );
    previewedTitles.length = 0;
    const title = canvas.getByLabelText('Banner Title *');
    await userEvent.clear(title);
    await waitFor(
      () =>
        expect(panel).toHaveTextContent(
          'Not updated: All fields are required. It shows what is saved.',
        ),
      slow,
    );
    await userEvent.type(title, 'Typed just now');
    await waitFor(() => expect(heading()).toBe('Typed just now'), slow);
    await expect(frame()).toHaveAttribute('sandbox', 'allow-same-origin');
    await expect(panel).toHaveTextContent('Follows your typing; not saved yet.');
    // One page per pause, not per key: the emptied title, then (14 keys later) the typed one.
    await expect(previewedTitles[0]).toBe('');
    await expect(previewedTitles.at(-1)).toBe('Typed just now');
    await expect(previewedTitles.length).toBeLessThan(5);
    // The next page keeps the place the reader scrolled to.
    frame().contentWindow?.scrollTo(0, 600);
    await waitFor(() => expect(frame().contentWindow?.scrollY).toBe(600));
    await userEvent.type(title, ', again');
    await waitFor(() => expect(heading()).toBe('Typed just now, again'), slow);
    await waitFor(() => expect(frame().contentWindow?.scrollY).toBe(600));
    // Back to the top for the picture.
    frame().contentWindow?.scrollTo(0, 0);
  },
};

/** An editor while review is on, after an admin sent the draft back: the note, and no Publish. */
export const SentBackToTheEditor: Story = {
  parameters: {
    msw: [
      signedInAs('editor'),
      editorsNeedReview(true),
      storedFiles,
      homeLoaded,
      answers('/api/drafts/get', homeDraftSentBack),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('region', { name: 'Sent back for changes' });
    await expect(banner).toHaveTextContent(homeDraftSentBack.review.note);
    await expect(within(banner).queryByRole('button', { name: 'Publish' })).toBeNull();
    await expect(await canvas.findByRole('button', { name: 'Ask for review' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Update' })).toBeNull();
  },
};

const testimonialList = answers(endpoint(testimonials, 'getall'), testimonialFixtures);

/** A list with drafts: a badge on the changed item, the new one named above the table. */
export const ListWithDrafts: Story = {
  args: { path: testimonials.screens.list },
  parameters: {
    visual: everyWidth,
    msw: [
      currentAdmin,
      storedFiles,
      testimonialList,
      answers('/api/drafts/getall', [newTestimonialDraft, changedTestimonialDraft]),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Testimonials' });
    const changed = changedTestimonialDraft.name;
    const row = await within(table).findByRole('row', { name: new RegExp(changed) });
    await expect(within(row).getByText('Waiting for review')).toBeVisible();
    const fresh = canvas.getByRole('region', { name: 'Not on the site yet' });
    await expect(
      within(fresh).getByRole('link', { name: newTestimonialDraft.name }),
    ).toHaveAttribute('href', `${testimonials.screens.update}/${newTestimonialDraft.id}`);
  },
};

/** A delete's toast offers Undo; Undo brings the item back (the list is read again). */
export const DeleteThenUndo: Story = {
  args: { path: testimonials.screens.list },
  parameters: {
    msw: [
      currentAdmin,
      storedFiles,
      (() => {
        let deleted = false;
        return [
          http.post(endpoint(testimonials, 'getall'), () =>
            ok(deleted ? testimonialFixtures.slice(1) : testimonialFixtures),
          ),
          http.post(endpoint(testimonials, 'delete'), () => {
            deleted = true;
            return ok({ _id: testimonialFixtures[0]!._id }, 'Your Data Successfully Deleted.');
          }),
          http.post('/api/trash/undo', () => {
            deleted = false;
            return ok({
              key: 'testimonials',
              id: testimonialFixtures[0]!._id,
              record: testimonialFixtures[0],
              versionId: 'version-undo',
            });
          }),
        ];
      })(),
      answers('/api/drafts/getall', []),
    ].flat(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = testimonialFixtures[0]!.testimonialPersonName;
    await userEvent.click(
      await canvas.findByRole('button', { name: `Delete testimonial of ${first}` }),
    );
    const ask = await canvas.findByRole('dialog', { name: 'Delete this testimonial?' });
    await expect(ask).toHaveTextContent('restore it from the Trash');
    await userEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    const undo = await canvas.findByRole('button', { name: 'Undo' });
    await expect(canvas.queryByRole('switch', { name: `Status of ${first}` })).toBeNull();
    await userEvent.click(undo);
    const restored = await canvas.findByText('Restored.');
    await waitFor(() => expect(restored).toBeVisible());
    await expect(await canvas.findByRole('switch', { name: `Status of ${first}` })).toBeVisible();
  },
};

/** The order a story's editor proposed (the ids the server was sent), as the server keeps it. */
const orderProposals = () => {
  const sent: string[][] = [];
  let kept: DraftSummary[] = [];
  const named = (id: string) => ({
    id,
    name: testimonialFixtures.find((t) => t._id === id)?.testimonialPersonName ?? id,
  });
  const handlers = [
    http.post('/api/drafts/getall', () => ok(kept)),
    http.post('/api/drafts/proposeOrder', async ({ request }) => {
      const { ids } = (await request.json()) as { ids: string[] };
      sent.push(ids);
      const order = { ...testimonialOrderDraft.order!, proposed: ids.map(named) };
      kept = [{ ...testimonialOrderDraft, order }];
      return ok(kept[0], DraftMessages.orderProposed);
    }),
    http.post('/api/drafts/discard', () => {
      kept = [];
      return ok({ key: 'testimonials', id: ORDER_DRAFT_ID }, DraftMessages.discarded);
    }),
  ];
  // Each visit starts with no proposal (the story may be opened again in one session).
  const reset = () => {
    sent.length = 0;
    kept = [];
  };
  return { sent, handlers, reset };
};
const proposals = orderProposals();

/**
 * An editor moves the first testimonial one place down with the keyboard, each key once the last
 * step was announced (a page measures its rows before they move; keys sent at once were lost).
 */
async function moveFirstDown(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const name = testimonialFixtures[0]!.testimonialPersonName;
  // The note comes with the review setting; the rows come with the list.
  await canvas.findByText(/and so is a delete or a move in the order/);
  (await canvas.findByRole('button', { name: `Move testimonial of ${name}` })).focus();
  const announced = (text: RegExp) => within(document.body).findByText(text);
  await userEvent.keyboard(' ');
  await announced(new RegExp(`${name} is now at position 1 of`));
  await userEvent.keyboard('{ArrowDown}');
  await announced(new RegExp(`${name} is now at position 2 of`));
  await userEvent.keyboard(' ');
}

/**
 * Issue 47: an editor under review moves a testimonial with the keyboard, proposes the order
 * (every id, in the new order), reads the toast and the waiting line, then withdraws it.
 */
export const ProposeOrder: Story = {
  args: { path: testimonials.screens.list },
  beforeEach: proposals.reset,
  parameters: {
    msw: [
      signedInAs('editor'),
      editorsNeedReview(true),
      storedFiles,
      testimonialList,
      ...proposals.handlers,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second, ...rest] = testimonialFixtures;
    const firstName = first!.testimonialPersonName;
    await moveFirstDown(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Propose this order' }));
    // A toast slides in: visible once it has.
    const proposed = await canvas.findByText(DraftMessages.orderProposed);
    await waitFor(() => expect(proposed).toBeVisible());
    await expect(await canvas.findByText('Proposed order: waiting for review.')).toBeVisible();
    // The button went with the bar: focus is on the line that took its place, not the page's top.
    await waitFor(() =>
      expect(document.activeElement).toHaveTextContent('Proposed order: waiting for review.'),
    );
    await expect(proposals.sent.at(-1)).toEqual([
      second!._id,
      first!._id,
      ...rest.map((t) => t._id),
    ]);
    const rows = () => canvas.getAllByRole('button', { name: /^Move testimonial of / });
    await expect(rows()[0]).toHaveAccessibleName(
      `Move testimonial of ${second!.testimonialPersonName}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw the proposed order' }));
    const withdrawn = await canvas.findByText(OrderProposalMessages.withdrawn);
    await waitFor(() => expect(withdrawn).toBeVisible());
    await waitFor(() => expect(rows()[0]).toHaveAccessibleName(`Move testimonial of ${firstName}`));
    await expect(canvas.queryByText(/Proposed order:/)).toBeNull();
    await expect(document.activeElement).toBe(canvas.getByRole('region', { name: 'Testimonials' }));
  },
};

/**
 * Issue 47: the list changed since the editor's moves (an item came or went): the server's 409
 * is told, and the moves stay on the screen, still not proposed.
 */
export const ProposeOrderOutdated: Story = {
  args: { path: testimonials.screens.list },
  parameters: {
    msw: [
      signedInAs('editor'),
      editorsNeedReview(true),
      storedFiles,
      testimonialList,
      answers('/api/drafts/getall', []),
      http.post('/api/drafts/proposeOrder', () => failure(409, DraftMessages.orderOutdated)),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await moveFirstDown(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Propose this order' }));
    const refused = await canvas.findByText(DraftMessages.orderOutdated);
    await waitFor(() => expect(refused).toBeVisible());
    await expect(canvas.getByText(/it is not proposed yet/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Propose this order' })).toBeEnabled();
    const first = canvas.getAllByRole('button', { name: /^Move testimonial of / })[0];
    await expect(first).toHaveAccessibleName(
      `Move testimonial of ${testimonialFixtures[1]!.testimonialPersonName}`,
    );
  },
};
