import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { launchFixture } from '@/src/fixtures/adminContent';
import { storyImageUrl } from '@/src/fixtures/adminImages';
import { LaunchForm } from './LaunchForm';

const imageUrl = storyImageUrl(launchFixture.launchImage);

const meta = {
  title: 'Admin/Forms/LaunchForm',
  component: LaunchForm,
  args: { onSubmit: fn(), onInvalid: fn() },
  decorators: [(Story) => <div style={{ padding: '1rem', maxWidth: 900 }}>{Story()}</div>],
} satisfies Meta<typeof LaunchForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { initialValues: launchFixture, imageUrl },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Launch Sub Title *')).toHaveValue(launchFixture.launchDesc);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      values: { launchTitle: launchFixture.launchTitle, launchDesc: launchFixture.launchDesc },
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

/** Spaces only are not a title: the schema trims before checking. */
export const WithErrors: Story = {
  args: { initialValues: { ...launchFixture, launchTitle: '   ' }, imageUrl },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('All fields are required.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { initialValues: launchFixture, imageUrl, submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};
