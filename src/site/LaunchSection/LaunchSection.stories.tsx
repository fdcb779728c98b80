import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { launchFixture, storesFixture } from '@/src/fixtures/siteContent';
import { storySiteImageUrl } from '@/src/fixtures/siteImages';
import { LaunchSection } from './LaunchSection';

const meta = {
  title: 'Site/Landing/12 LaunchSection',
  component: LaunchSection,
  args: { launch: launchFixture, imageUrl: storySiteImageUrl, stores: storesFixture },
} satisfies Meta<typeof LaunchSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: launchFixture.launchTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'href',
      expect.stringContaining('play.google.com'),
    );
    await expect(canvas.getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      expect.stringContaining('apps.apple.com'),
    );
  },
};

/** The launch call failed: fixed copy, the store links still work. */
export const Empty: Story = {
  args: { launch: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Google Play/ })).toBeVisible();
  },
};

export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
