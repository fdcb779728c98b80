import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PromoBanner } from './PromoBanner';

const meta = {
  title: 'Site/PromoBanner',
  component: PromoBanner,
  args: {},
} satisfies Meta<typeof PromoBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('30% off')).toBeVisible();
    await expect(canvas.getByText('WELCOME30')).toBeVisible();
  },
};

export const OtherOffer: Story = { args: { discountPercent: 15, code: 'SCHOOL15' } };

export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
