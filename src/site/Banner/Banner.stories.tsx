import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HomeContent } from '@/sdk/content';
import { homeFixture } from '@/src/fixtures/siteContent';
import { storySiteImageUrl } from '@/src/fixtures/siteImages';
import { Banner } from './Banner';

const meta = {
  title: 'Site/Landing/01 Banner',
  component: Banner,
  args: { content: homeFixture, imageUrl: storySiteImageUrl },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: homeFixture.bannerTitle }),
    ).toBeVisible();
    // A link to the lead page first, named for attribution; the page's script opens the lead
    // modal for it (app/site/leadLinks.ts).
    const link = canvas.getByRole('link', { name: 'Get Free Consultant' });
    await expect(link).toHaveAttribute(
      'href',
      '/book-a-demo?cta=banner%3A%20Get%20Free%20Consultant',
    );
    await expect(link).toHaveAttribute('data-lead-cta', 'banner: Get Free Consultant');
  },
};

/** The home call failed: fixed copy and a placeholder of the same size. */
export const Empty: Story = {
  args: { content: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'The learning platform built for teachers',
    );
    await expect(canvas.getByRole('link', { name: 'Get Free Consultant' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    content: HomeContent.parse({
      ...homeFixture,
      bannerTitle:
        'Teach live classes, sell recorded courses and run exam-grade test series from one platform',
      bannerSubTitle: `${homeFixture.bannerSubTitle} ${homeFixture.bannerSubTitle}`,
    }),
  },
};

export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
