import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TestimonialItem } from '@/sdk/content';
import { testimonialsFixture } from '@/src/fixtures/siteContent';
import { storySiteImageUrl } from '@/src/fixtures/siteImages';
import { TestimonialCarousel } from './TestimonialCarousel';

const meta = {
  title: 'Site/Landing/11 TestimonialCarousel',
  component: TestimonialCarousel,
  args: { testimonials: testimonialsFixture, imageUrl: storySiteImageUrl },
} satisfies Meta<typeof TestimonialCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const current = (root: HTMLElement) =>
  root.querySelector('.carousel-dot[aria-current="true"]')?.getAttribute('aria-label');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Priya Sharma')).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: 'Rated 5 out of 5' }).length).toBeGreaterThan(
      0,
    );
    await expect(canvas.getByRole('button', { name: 'Next testimonial' })).toBeVisible();
  },
};

/** Arrows and dots move it; pause keeps it on the chosen slide past the 2 s delay. */
export const PauseAndNavigate: Story = {
  // It tests the rotation, so the test runner leaves motion on (.storybook/test-runner.ts).
  parameters: { motion: 'allowed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause testimonials' }));
    await expect(canvas.getByRole('button', { name: 'Play testimonials' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Testimonial 2 of 5' }));
    await expect(current(canvasElement)).toBe('Testimonial 2 of 5');
    await new Promise((r) => setTimeout(r, 2600));
    await expect(current(canvasElement)).toBe('Testimonial 2 of 5');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous testimonial' }));
    await expect(current(canvasElement)).toBe('Testimonial 1 of 5');
  },
};

export const LongText: Story = {
  args: {
    testimonials: [
      TestimonialItem.parse({
        ...testimonialsFixture[0],
        testimonialDesc:
          'We were sceptical about moving a thirty-year-old coaching institute online, but the onboarding team migrated our batches, fee records and question bank in a week. Two years later half our revenue comes from students outside Delhi who would never have found us before.',
      }),
      ...testimonialsFixture.slice(1),
    ],
  },
};

/**
 * One per view below 500 px; no dots or arrows, the pause control stays (Play when the visitor
 * asked for reduced motion, as the test runner does).
 */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Next testimonial' })).toBeNull();
    await expect(canvas.getByRole('button', { name: /^(Pause|Play) testimonials$/ })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { testimonials: [] },
  parameters: { note: 'Renders nothing: with no active testimonial the carousel is left out.' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.testimonials')).toBeNull();
  },
};
