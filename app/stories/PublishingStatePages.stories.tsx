import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { homeFixture } from '@/src/fixtures/adminContent';
import {
  ConsoleAt,
  answers,
  currentAdmin,
  editorsNeedReview,
  fails,
  loadRouteCode,
  signedIn,
  storedFiles,
} from './consoleStory';
import { showsLoadError } from './statePlays';

// Issue 37's screens with nothing to show and when their call fails (Pages/Console/Publishing
// shows them loaded; Pages/Console/Drafts the content screens). One MSW handler set per state.

const meta = {
  title: 'Pages/Console/Publishing states',
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

const emptyText = (text: string | RegExp) => async (canvasElement: HTMLElement) => {
  await expect(await within(canvasElement).findByText(text)).toBeVisible();
};

/** No release and no draft yet. */
export const ReleasesEmpty: Story = {
  parameters: {
    msw: [currentAdmin, answers('/api/releases/getall', []), answers('/api/drafts/getall', [])],
  },
  play: ({ canvasElement }) => emptyText('No releases yet.')(canvasElement),
};

/** Nothing deleted. */
export const TrashEmpty: Story = {
  args: { path: '/trash' },
  parameters: { msw: [currentAdmin, answers('/api/trash/getall', [])] },
  play: ({ canvasElement }) => emptyText('The trash is empty.')(canvasElement),
};

/** The trash cannot be read: the error state, never "The trash is empty". */
export const TrashError: Story = {
  args: { path: '/trash' },
  parameters: { msw: [currentAdmin, fails('/api/trash/getall')] },
  play: ({ canvasElement }) => showsLoadError(canvasElement, /The trash is empty/),
};

/** Review off and nothing waiting. */
export const ReviewNothingWaiting: Story = {
  args: { path: '/review' },
  parameters: {
    msw: [currentAdmin, editorsNeedReview(false), answers('/api/drafts/getall', [])],
  },
  play: ({ canvasElement }) => emptyText('Nothing is waiting for review.')(canvasElement),
};

/** The waiting drafts cannot be read: the error state, never "Nothing is waiting". */
export const ReviewError: Story = {
  args: { path: '/review' },
  parameters: {
    msw: [currentAdmin, editorsNeedReview(true), fails('/api/drafts/getall')],
  },
  play: ({ canvasElement }) => showsLoadError(canvasElement, /Nothing is waiting/),
};

/** No preview link made yet. */
export const PreviewLinksEmpty: Story = {
  args: { path: '/preview-links' },
  parameters: { msw: [currentAdmin, answers('/api/preview/links/getall', [])] },
  play: ({ canvasElement }) => emptyText('No preview links yet.')(canvasElement),
};

/** The links cannot be read: the error state, never "No preview links yet". */
export const PreviewLinksError: Story = {
  args: { path: '/preview-links' },
  parameters: { msw: [currentAdmin, fails('/api/preview/links/getall')] },
  play: ({ canvasElement }) => showsLoadError(canvasElement, /No preview links yet/),
};

/** A record with no version yet (only ever a draft): nothing to compare. */
export const HistoryEmpty: Story = {
  args: { path: `/history?key=home&id=${homeFixture._id}` },
  parameters: {
    msw: [
      currentAdmin,
      storedFiles,
      answers('/api/versions/getall', { items: [], total: 0, page: 1, pageSize: 100 }),
    ],
  },
  play: ({ canvasElement }) => emptyText('Nothing has been published yet.')(canvasElement),
};
