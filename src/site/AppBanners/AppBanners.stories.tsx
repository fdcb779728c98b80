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

const laptop = 'uploads/3f2c1a9e-0b7d-4c1e-9a55-7d0c2b1e4f60-1600w.jpg';
const phone = 'uploads/7d0c2b1e-9a55-4c1e-0b7d-3f2c1a9e4f60-600w.png';

/** Uploads with width variants: WebP and fallback sources for each banner, at the drawn width. */
export const WithVariants: Story = {
  args: { content: { ...homeFixture, serviceBannerImage: laptop, serviceBannerImageMob: phone } },
  play: async ({ canvasElement }) => {
    const sources = [...canvasElement.querySelectorAll('source')];
    const described = sources.map((s) => [s.media, s.type, s.srcset.split(', ').length]);
    await expect(described).toEqual([
      ['(max-width: 599.98px)', 'image/webp', 2],
      ['(max-width: 599.98px)', '', 2],
      ['', 'image/webp', 4],
    ]);
    const img = within(canvasElement).getByRole('img');
    await expect(img.getAttribute('srcset')).toMatch(/ 480w, .* 960w, .* 1440w, .* 1600w$/);
    await expect(img.getAttribute('sizes')).toBe(sources[0]?.sizes);
  },
};

/** The home call failed: the section is left out. */
export const Empty: Story = {
  args: { content: null },
  parameters: { note: 'Renders nothing: without the home record there is no banner to show.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};
