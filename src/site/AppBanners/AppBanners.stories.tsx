import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { homeFixture } from '@/src/fixtures/siteContent';
import { storySiteImageUrl } from '@/src/fixtures/siteImages';
import { AppBanners } from './AppBanners';

const meta = {
  title: 'Site/Landing/06 AppBanners',
  component: AppBanners,
  args: { content: homeFixture, imageUrl: storySiteImageUrl },
} satisfies Meta<typeof AppBanners>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide screens get the laptop banner. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img');
    await waitFor(() =>
      expect(img.getAttribute('src')).toBe(storySiteImageUrl(homeFixture.serviceBannerImage)),
    );
    await waitFor(() => expect((img as HTMLImageElement).currentSrc).toBe(img.getAttribute('src')));
  },
};

/** Below 600 px the mobile banner replaces it. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img') as HTMLImageElement;
    await waitFor(() =>
      expect(img.currentSrc).toBe(storySiteImageUrl(homeFixture.serviceBannerImageMob)),
    );
  },
};

/** No mobile image uploaded: the laptop banner everywhere. */
export const WithoutMobileImage: Story = {
  args: { content: { ...homeFixture, serviceBannerImageMob: '' } },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img') as HTMLImageElement;
    await waitFor(() =>
      expect(img.currentSrc).toBe(storySiteImageUrl(homeFixture.serviceBannerImage)),
    );
  },
};

/** The home call failed: the section is left out. */
export const Empty: Story = {
  args: { content: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};
