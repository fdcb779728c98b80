import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ReleaseItem } from '@/sdk/content/releases';
import { draftSummaries, releases } from '@/src/fixtures/publishing';
import { contentKindLabel } from '../navigation';
import { ReleasesPanel } from './ReleasesPanel';

const itemName = (item: ReleaseItem) => {
  const draft = draftSummaries.find((d) => d.key === item.key && d.id === item.id);
  return `${contentKindLabel(item.key)}: ${draft?.name ?? 'Old Horizon Tutorials'}`;
};

const meta = {
  title: 'Console/ReleasesPanel',
  component: ReleasesPanel,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "The Releases screen: drafts grouped to go on the site together, now or at a date and time entered and shown in India time (IST), with each release's state (draft, scheduled, published, failed).\n\n**Do:** Use it to publish related drafts in one step, or at a set time.\n\n**Don't:** Don't show Publish, Schedule or Unschedule to someone who may not publish, or a time without its zone.",
      },
    },
  },
  args: {
    releases,
    drafts: draftSummaries,
    itemName,
    mayPublish: true,
    onCreate: fn(),
    onPublish: fn(),
    onSchedule: fn(),
    onUnschedule: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof ReleasesPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One release in each state, the new-release form above them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Diwali offer' })).toHaveTextContent(
      'Publishes by itself at 25 Nov 2026, 9:30 am IST.',
    );
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
  },
};

/** A new release needs a name and a draft; then it goes with the drafts chosen. */
export const CreateARelease: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create release' }));
    await expect(canvas.getByText('Name the release.')).toBeVisible();
    await expect(canvas.getByText('Choose at least one draft.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Release name *'), 'Diwali offer');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Home:/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create release' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      name: 'Diwali offer',
      items: [{ key: 'home', id: 'home-1', action: 'publish' }],
    });
  },
};

/**
 * A time is entered in India time and sent with its offset; one in the past is refused. The line
 * under the input says the moment the console's way, whatever order the browser writes it in.
 */
export const Schedule: Story = {
  play: async ({ canvasElement, args }) => {
    const release = within(
      within(canvasElement).getByRole('article', { name: 'Testimonial refresh' }),
    );
    const when = release.getByLabelText('Publish at (India time, IST)');
    await expect(when).toHaveAccessibleDescription(/Read as India time \(IST\)/);
    await userEvent.type(when, '2026-11-20T09:00');
    await expect(when).toHaveAccessibleDescription(
      // Each date and time is one token: its inner spaces are no-break (\s matches them).
      /^Publishes Friday, 20\sNov\s2026, 9:00\sam\sIST$/,
    );
    await userEvent.click(release.getByRole('button', { name: 'Schedule' }));
    await expect(release.getByText('Choose a time in the future.')).toBeVisible();
    await userEvent.clear(when);
    await userEvent.type(when, '2026-11-22T10:00');
    await userEvent.click(release.getByRole('button', { name: 'Schedule' }));
    await expect(args.onSchedule).toHaveBeenCalledWith(releases[1], '2026-11-22T10:00:00+05:30');
  },
};

/**
 * An editor while review is on: releases are made, but not published or scheduled, and a
 * scheduled one is left alone (the server answers 403 to its delete), with why.
 */
export const WithoutPublishing: Story = {
  args: { mayPublish: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Publish now' })).toBeNull();
    await expect(canvas.queryByLabelText('Publish at (India time, IST)')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Create release' })).toBeVisible();
    const scheduled = within(canvas.getByRole('article', { name: 'Diwali offer' }));
    await expect(scheduled.queryByRole('button', { name: 'Delete release' })).toBeNull();
    await expect(scheduled.getByText(/only an admin can unschedule or delete it/)).toBeVisible();
    const open = within(canvas.getByRole('article', { name: 'Testimonial refresh' }));
    await expect(open.getByRole('button', { name: 'Delete release' })).toBeVisible();
  },
};

/** No release yet, and no draft to make one of. */
export const Empty: Story = {
  args: { releases: [], drafts: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No releases yet.')).toBeVisible();
    await expect(canvas.getByText(/No drafts yet/)).toBeVisible();
  },
};

/** On its way: the table says so. */
export const Loading: Story = {
  args: { releases: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the releases…')).toBeVisible();
  },
};

/** Could not be read: why, the request id and Try again, never the empty state. */
export const LoadFailed: Story = {
  args: {
    releases: null,
    loadError: {
      message: 'The releases could not be loaded. Please try again.',
      requestId: 'req-7f1',
    },
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('req-7f1');
    await expect(canvas.queryByText('No releases yet.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
