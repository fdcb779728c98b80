import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AltTextBadge } from './AltTextBadge';

const meta = {
  title: 'Console/Parts/AltTextBadge',
  component: AltTextBadge,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "Marks an item or an image field whose image the site shows without alt text (saved by a spec-era client).\n\n**Do:** Put it beside the item's name in content tables and on the image's alt text field.\n\n**Don't:** Don't show it for an image marked decorative, or rely on its colour alone.",
      },
    },
  },
} satisfies Meta<typeof AltTextBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Needs alt text')).toBeVisible();
  },
};
