import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HomeContent } from '@/sdk/content';
import { homeFixture } from '@/src/fixtures/siteContent';
import { storySiteImageUrl } from '@/src/fixtures/siteImages';
import { Services } from './Services';

const meta = {
  title: 'Site/Landing/04 Services',
  component: Services,
  args: { content: homeFixture, imageUrl: storySiteImageUrl },
} satisfies Meta<typeof Services>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('#service')).not.toBeNull();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(canvas.getByRole('heading', { name: 'Online Test Series' })).toBeVisible();
  },
};

/** The home call failed: fixed titles, same-sized placeholders. */
export const Empty: Story = {
  args: { content: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Services We Provide',
    );
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  },
};

export const LongText: Story = {
  args: {
    content: HomeContent.parse({
      ...homeFixture,
      serviceTitleOne: 'Live interactive classes with whiteboard, polls, chat and recordings',
      serviceSubTitleOne:
        'Teach up to 500 students at once in HD, share your screen, run quick polls, moderate chat and let every class record itself for those who missed it.',
    }),
  },
};

export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
