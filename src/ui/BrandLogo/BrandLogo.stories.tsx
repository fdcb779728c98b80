import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BrandLogo } from './BrandLogo';

const meta = {
  title: 'Site/BrandLogo',
  component: BrandLogo,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof BrandLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Vidyora')).toBeVisible();
  },
};

export const OnDark: Story = {
  args: { tone: 'light' },
  decorators: [
    (Story) => (
      <div style={{ background: 'var(--color-brand-900)', padding: 24 }}>
        <Story />
      </div>
    ),
  ],
};
