import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { eLearningFixture } from '@/src/fixtures/siteContent';
import { ELearningIntro } from './ELearningIntro';

const meta = {
  title: 'Site/Landing/03 ELearningIntro',
  component: ELearningIntro,
  args: { content: eLearningFixture },
} satisfies Meta<typeof ELearningIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#e-learning')).not.toBeNull();
    // The text's empty line separates two paragraphs.
    await expect(within(canvasElement).getByText(/every district/)).toBeVisible();
    await expect(within(canvasElement).getByText(/the payments and the app/)).toBeVisible();
    // A link to the lead page first; the page's script opens the modal for it.
    const meeting = within(canvasElement).getByRole('link', { name: 'Book A Meeting' });
    await expect(meeting).toHaveAttribute('data-lead-cta', 'about: Book A Meeting');
  },
};

export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };

/** The section's call failed: the section is left out. */
export const Unavailable: Story = {
  args: { content: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#e-learning')).toBeNull();
  },
};
