import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { whyChooseFixture } from '@/src/fixtures/siteContent';
import { WhyTeachersChoose } from './WhyTeachersChoose';

const meta = {
  title: 'Site/Landing/05 WhyTeachersChoose',
  component: WhyTeachersChoose,
  args: { content: whyChooseFixture },
} satisfies Meta<typeof WhyTeachersChoose>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Why Teachers Choose',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('heading', { name: 'People who answer' })).toBeVisible();
  },
};

export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
