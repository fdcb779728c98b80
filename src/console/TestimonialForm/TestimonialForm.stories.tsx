import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { testimonialFixtures } from '@/src/fixtures/adminContent';
import { sampleImageFile, storyImageUrl } from '@/src/fixtures/adminImages';
import { TestimonialForm } from './TestimonialForm';

const item = testimonialFixtures[1]!;

const meta = {
  title: 'Admin/Forms/TestimonialForm',
  component: TestimonialForm,
  args: { mode: 'create', onSubmit: fn(), onInvalid: fn() },
  decorators: [(Story) => <div style={{ padding: '1rem', maxWidth: 900 }}>{Story()}</div>],
} satisfies Meta<typeof TestimonialForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Create mode: five stars by default, button Save; the chosen rating is sent as a number. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Testimonials' })).toBeVisible();
    const rating = canvas.getByRole('radiogroup', { name: 'Rating *' });
    await expect(within(rating).getByRole('radio', { name: '5 stars' })).toBeChecked();
    await userEvent.upload(
      canvas.getByLabelText('Testimonials Image *'),
      sampleImageFile('priya.png'),
    );
    await userEvent.click(within(rating).getByRole('radio', { name: '4 stars' }));
    await userEvent.type(canvas.getByLabelText('Testimonials Desc *'), 'Our batches doubled.');
    await userEvent.type(canvas.getByLabelText('Testimonials Person Name *'), 'Priya Verma');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      values: {
        testimonialDesc: 'Our batches doubled.',
        testimonialPersonName: 'Priya Verma',
        rating: 4,
      },
      images: { testimonialImg: expect.any(File) },
    });
  },
};

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('All fields are required.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Update mode: pre-filled, existing image previewed, stored rating shown, button Update. */
export const Update: Story = {
  args: { mode: 'update', initialValues: item, imageUrl: storyImageUrl(item.testimonialImg) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Current Testimonials Image' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: `${item.rating} stars` })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      values: {
        testimonialDesc: item.testimonialDesc,
        testimonialPersonName: item.testimonialPersonName,
        rating: item.rating,
      },
      images: {},
    });
  },
};

export const WithErrors: Story = {
  args: {
    mode: 'update',
    initialValues: { ...item, testimonialPersonName: '' },
    imageUrl: storyImageUrl(item.testimonialImg),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('All fields are required.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: {
    mode: 'update',
    initialValues: item,
    imageUrl: storyImageUrl(item.testimonialImg),
    submitting: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '1 star' })).toBeDisabled();
  },
};
