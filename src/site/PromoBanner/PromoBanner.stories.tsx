import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { settingsFixture } from '@/src/fixtures/siteContent';
import { PromoBanner } from './PromoBanner';

const meta = {
  title: 'Site/PromoBanner',
  component: PromoBanner,
  args: {
    text: settingsFixture.promoText,
    discountPercent: settingsFixture.promoPercent,
    code: settingsFixture.promoCode,
  },
} satisfies Meta<typeof PromoBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('25%')).toBeVisible();
    await expect(canvas.getByText('SPRING25')).toBeVisible();
    await expect(canvas.getByRole('complementary')).toHaveTextContent(
      'Get 25% off your first purchase with code SPRING25',
    );
  },
};

/** An editor's own sentence: the offer lands where the placeholders are. */
export const OtherOffer: Story = {
  args: { text: 'Use {code} today and save {percent}', discountPercent: 15, code: 'SCHOOL15' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('complementary')).toHaveTextContent(
      'Use SCHOOL15 today and save 15%',
    );
  },
};

export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
