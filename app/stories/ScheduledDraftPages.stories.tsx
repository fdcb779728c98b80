import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { endpoint, home } from '@/sdk/content';
import { DraftDetail } from '@/sdk/content/drafts';
import { homeFixture } from '@/src/fixtures/adminContent';
import { draftSummaries, homeDraft, releases } from '@/src/fixtures/publishing';
import {
  ConsoleAt,
  answers,
  currentAdmin,
  loadRouteCode,
  signedIn,
  storedFiles,
} from './consoleStory';

// Issue 44: a record's form whose draft a scheduled release holds says so, wired end to end:
// the server's DraftDetail.release, the banner, and its link to the Releases screen.

const meta = {
  title: 'Pages/Console/Scheduled draft',
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

// The fixtures' scheduled release holds the home draft (25 Nov 2026, 9:30 am IST).
const diwali = releases[0]!;
const heldDraft = DraftDetail.parse({
  ...homeDraft,
  release: { id: diwali._id, name: diwali.name, scheduledAt: diwali.scheduledAt },
});
const formLoaded = [
  currentAdmin,
  storedFiles,
  answers(endpoint(home, 'getall'), [homeFixture]),
  answers('/api/drafts/get', heldDraft),
  answers('/api/releases/getall', releases),
  answers('/api/drafts/getall', draftSummaries),
];

const bannerOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: 'Unpublished changes' });

/** The home form of a draft in a scheduled release: the banner says when, before any save. */
export const InScheduledRelease: Story = {
  parameters: { visual: { viewports: ['narrow', 'tablet', 'desktop'] }, msw: formLoaded },
  play: async ({ canvasElement }) => {
    const banner = await bannerOf(canvasElement);
    await expect(banner).toHaveTextContent(
      'Scheduled: publishes with the release “Diwali offer” on 25 Nov 2026, 9:30 am IST.',
    );
    await expect(banner).toHaveTextContent('takes the release off the schedule');
  },
};

/** Its link opens the Releases screen, where the release and its time are. */
export const OpensReleases: Story = {
  parameters: { msw: formLoaded },
  play: async ({ canvasElement }) => {
    const banner = await bannerOf(canvasElement);
    await userEvent.click(within(banner).getByRole('link', { name: 'Open Releases' }));
    const release = await within(canvasElement).findByRole('article', { name: 'Diwali offer' });
    await expect(release).toHaveTextContent('Publishes by itself at 25 Nov 2026, 9:30 am IST.');
  },
};
