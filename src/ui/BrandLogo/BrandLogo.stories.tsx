import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BrandLogo } from './BrandLogo';

const meta = {
  title: 'Shared parts/BrandLogo',
  component: BrandLogo,
  parameters: { layout: 'centered' },
  args: { name: 'Shiksha Plus' },
} satisfies Meta<typeof BrandLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Shiksha Plus')).toBeVisible();
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

/** An uploaded logo with its alt text replaces the built-in mark. */
export const UploadedLogo: Story = {
  args: {
    logoUrl:
      'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="36" height="36"%3E%3Ccircle cx="18" cy="18" r="16" fill="%23c2410c"/%3E%3C/svg%3E',
    logoAlt: 'Orange circle logo of Shiksha Plus',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAccessibleName(
      'Orange circle logo of Shiksha Plus',
    );
  },
};

/** The console loads no settings: the mark and "Console". */
export const Console: Story = {
  args: { name: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Console')).toBeVisible();
  },
};
