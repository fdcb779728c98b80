import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { compareRecords } from '@/sdk/content/history';
import { home } from '@/sdk/content';
import { homeFixture } from '@/src/fixtures/adminContent';
import { comparedHomeVersion, homeVersion, homeVersions } from '@/src/fixtures/publishing';
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
    onCompare: fn(),
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

/** The home section as first published: an older title, picture and services title. */
const firstRecord = {
  ...homeFixture,
  bannerTitle: 'Teach online with us',
  bannerImage: '/uploads/home/old-banner.webp',
  serviceTitle: 'What we offer',
};

/** The picker: the newest and the one before it unless chosen; a choice asks the container. */
export const PickTwoVersions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const picker = canvas.getByRole('group', { name: 'Compare two versions' });
    await expect(within(picker).getByRole('combobox', { name: 'Compare' })).toHaveValue(
      'version-3',
    );
    const other = within(picker).getByRole('combobox', { name: 'with' });
    await expect(other).toHaveValue('version-2');
    await userEvent.selectOptions(other, 'version-1');
    await expect(args.onCompare).toHaveBeenCalledWith('version-3', 'version-1');
  },
};

/** The newest compared with the first: every field that differs between the two records. */
export const TwoVersionsCompared: Story = {
  parameters: { visual: { viewports: ['narrow', 'desktop'] } },
  args: {
    withId: 'version-1',
    comparison: { ...homeVersion, fields: compareRecords(home, firstRecord, homeFixture) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fields = canvas.getByRole('table', {
      name: 'Fields that differ between the two versions',
    });
    await expect(within(fields).getAllByRole('row')).toHaveLength(4);
    const row = within(fields).getByRole('row', { name: /Service Title/ });
    await expect(row).toHaveTextContent('What we offer');
    // The columns are the two versions, by their time.
    await expect(within(fields).getAllByRole('columnheader')).toHaveLength(3);
    await expect(canvas.getByRole('combobox', { name: 'with' })).toHaveValue('version-1');
  },
};
