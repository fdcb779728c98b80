import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { comparedHomeVersion, homeVersions } from '@/src/fixtures/publishing';
import { storyImageUrl } from '@/src/fixtures/adminImages';
import { contentFormModel, fieldLabels } from '../ContentForm';
import { contentEntry } from '../navigation';
import { VersionHistory } from './VersionHistory';

const meta = {
  title: 'Console/VersionHistory',
  component: VersionHistory,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "A record's history: every publish with who and when (India time) and what changed, and the chosen one compared field by field (pictures as thumbnails), with Restore as draft.\n\n**Do:** Open it on the newest version, and pass the form's labels so fields read as on the form.\n\n**Don't:** Don't restore straight onto the site: a restore makes a draft, published like any other.",
      },
    },
  },
  args: {
    recordName: 'Home',
    recordPath: '/home',
    versions: homeVersions,
    versionPath: (version) => `/history?key=home&id=home-1&version=${version._id}`,
    comparison: comparedHomeVersion,
    selectedId: comparedHomeVersion._id,
    fieldLabels: fieldLabels(contentFormModel(contentEntry('home')!, 'update')),
    imageUrl: storyImageUrl,
    onRestore: fn(),
  },
} satisfies Meta<typeof VersionHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three versions; the newest compared: a new title and a new banner picture. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fields = canvas.getByRole('table', { name: 'Fields changed in this version' });
    await expect(within(fields).getAllByRole('row')).toHaveLength(3);
    await expect(within(fields).getByRole('img', { name: 'Before: Banner Image' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Shown below/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** Every field, the unchanged ones too; Restore as draft asks the container. */
export const AllFieldsAndRestore: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show unchanged fields' }));
    const fields = canvas.getByRole('table', { name: 'Fields in this version' });
    await expect(within(fields).getByRole('row', { name: /Service Title/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Restore as draft' }));
    await expect(args.onRestore).toHaveBeenCalledWith(comparedHomeVersion);
  },
};

/** The versions are on their way. */
export const Loading: Story = {
  args: { versions: null, comparison: null, selectedId: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the history…')).toBeVisible();
  },
};

/** A record never published (only ever a draft): nothing to compare. */
export const NothingPublished: Story = {
  args: { versions: [], comparison: null, selectedId: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing has been published yet.')).toBeVisible();
  },
};
