import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { courseFixture } from '@/src/fixtures/adminContent';
import { storyImageUrl } from '@/src/fixtures/adminImages';
import { CourseForm } from './CourseForm';

const imageUrl = storyImageUrl(courseFixture.courseImage);

const meta = {
  title: 'Admin/Forms/CourseForm',
  component: CourseForm,
  args: { onSubmit: fn(), onInvalid: fn() },
  decorators: [(Story) => <div style={{ padding: '1rem', maxWidth: 900 }}>{Story()}</div>],
} satisfies Meta<typeof CourseForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { initialValues: courseFixture, imageUrl },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Point Five *')).toHaveValue(courseFixture.pointFive);
    await expect(canvas.getByRole('img', { name: 'Current Course Image' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      values: expect.objectContaining({ courseTitle: courseFixture.courseTitle }),
      images: {},
    });
  },
};

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('All fields are required.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** All text filled but no image stored or chosen: still incomplete. */
export const WithErrors: Story = {
  args: { initialValues: courseFixture, imageUrl: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('All fields are required.');
    await expect(args.onInvalid).toHaveBeenCalledWith('All fields are required.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    initialValues: {
      ...courseFixture,
      courseSubTitle: 'Publish recorded lectures, notes and quizzes. '.repeat(12).trim(),
      pointThree:
        'Payments straight to your bank account with automatic GST invoices for every order',
    },
    imageUrl,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Course Sub Title *')).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { initialValues: courseFixture, imageUrl, submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};
