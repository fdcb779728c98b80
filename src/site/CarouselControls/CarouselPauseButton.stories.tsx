import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CarouselPauseButton } from './CarouselPauseButton';

const meta = {
  title: 'Site/Parts/CarouselPauseButton',
  component: CarouselPauseButton,
  parameters: { layout: 'centered' },
  args: { playing: true, onToggle: fn(), label: 'client logos' },
} satisfies Meta<typeof CarouselPauseButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Pause client logos' }),
    ).toBeVisible();
  },
};

/** A press asks the carousel to stop (or start) turning. */
export const Toggles: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Pause client logos' });
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

export const Paused: Story = {
  args: { playing: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Play client logos' }),
    ).toBeVisible();
  },
};
