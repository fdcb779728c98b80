import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../TextField';
import { AdminForm, AdminFormCard } from './AdminForm';

const meta = {
  title: 'Admin/Primitives/AdminForm',
  component: AdminForm,
  args: {
    label: 'Example form',
    submitLabel: 'Save',
    onSubmit: fn(),
    children: (
      <AdminFormCard title="Example card">
        <TextField label="Title" name="title" value="Acme" onChange={() => undefined} />
      </AdminFormCard>
    ),
  },
  decorators: [(Story) => <div style={{ padding: '1rem', maxWidth: 700 }}>{Story()}</div>],
} satisfies Meta<typeof AdminForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const WithErrors: Story = {
  args: { error: 'All fields are required.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'All fields are required.',
    );
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Without new images there is no upload to show.
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(canvas.getByLabelText('Title')).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Uploading: Story = {
  args: { submitting: true, uploaded: 0.425 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading image… 42%' });
    await expect(bar).toHaveAttribute('value', '42');
    await expect(bar).toHaveAttribute('max', '100');
  },
};
