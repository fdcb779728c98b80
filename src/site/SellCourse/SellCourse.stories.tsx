import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CourseSection } from '@/sdk/content';
import { courseFixture } from '@/src/fixtures/siteContent';
import { storySiteImageUrl } from '@/src/fixtures/siteImages';
import { SellCourse } from './SellCourse';

const meta = {
  title: 'Site/Landing/07 SellCourse',
  component: SellCourse,
  args: { course: courseFixture, imageUrl: storySiteImageUrl },
} satisfies Meta<typeof SellCourse>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: courseFixture.courseTitle })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
  },
};

/** The course call failed: nothing is shown (spec 8: errors are not displayed publicly). */
export const Empty: Story = {
  args: { course: null },
  parameters: {
    note: 'Renders nothing: the course call failed, and the public site never shows an error.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    course: CourseSection.parse({
      ...courseFixture,
      pointOne:
        'Accept UPI, debit and credit cards, net banking and EMI options, with settlement to your bank account the next working day and GST invoices generated for every sale',
    }),
  },
};

export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
