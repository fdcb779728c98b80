import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { businessFixture } from '@/src/fixtures/adminContent';
import { BusinessForm } from './BusinessForm';

const meta = {
  title: 'Admin/Forms/BusinessForm',
  component: BusinessForm,
  args: { onSubmit: fn(), onInvalid: fn() },
  decorators: [(Story) => <div style={{ padding: '1rem', maxWidth: 900 }}>{Story()}</div>],
} satisfies Meta<typeof BusinessForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { initialValues: businessFixture },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cities = canvas.getByLabelText('Cities *');
    await expect(cities).toHaveAttribute('min', '0');
    await expect(cities).toHaveAttribute('step', '1');
    await userEvent.clear(cities);
    await userEvent.type(cities, '1250');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      values: { cities: 1250, teachers: 15000, students: 2500000 },
      images: {},
    });
  },
};

/** A negative number is clamped to 0 (the spinner stops there by itself: min 0). */
export const ClampsToZero: Story = {
  args: { initialValues: { cities: 0, teachers: 3, students: 10 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const teachers = canvas.getByLabelText('Teachers *');
    await userEvent.clear(teachers);
    await userEvent.type(teachers, '-7');
    await expect(teachers).toHaveValue(0);
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

/** A fraction is not a count: the schema's own message is shown. */
export const WithErrors: Story = {
  args: { initialValues: { ...businessFixture, students: 12.5 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a whole number.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { initialValues: businessFixture, submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Students *')).toBeDisabled();
  },
};
