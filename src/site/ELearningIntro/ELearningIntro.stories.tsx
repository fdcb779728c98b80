import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ELearningIntro } from './ELearningIntro';

const meta = {
  title: 'Site/Landing/03 ELearningIntro',
  component: ELearningIntro,
  args: { onBookMeeting: fn() },
} satisfies Meta<typeof ELearningIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(canvasElement.querySelector('#e-learning')).not.toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Book A Meeting' }));
    await expect(args.onBookMeeting).toHaveBeenCalledWith('about: Book A Meeting');
  },
};

export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
