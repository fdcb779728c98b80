import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { clientFixtures } from '@/src/fixtures/adminContent';
import { sampleImageFile, storyImageUrl } from '@/src/fixtures/adminImages';
import { ClientForm } from './ClientForm';

const client = clientFixtures[0]!;

const meta = {
  title: 'Admin/Forms/ClientForm',
  component: ClientForm,
  args: { mode: 'create', onSubmit: fn(), onInvalid: fn() },
  decorators: [(Story) => <div style={{ padding: '1rem', maxWidth: 900 }}>{Story()}</div>],
} satisfies Meta<typeof ClientForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Create mode: empty, button Save; a title and a logo make it submit. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Client Title *'), 'Acme Learning');
    const file = sampleImageFile('acme.png');
    await userEvent.upload(canvas.getByLabelText('Client Image *'), file);
    await expect(
      await canvas.findByRole('img', { name: 'Preview of the new Client Image' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      values: { clientTitle: 'Acme Learning' },
      images: { clientImg: file },
    });
  },
};

/** Create mode without a logo: incomplete. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Client Title *'), 'Acme Learning');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('All fields are required.');
    await expect(args.onInvalid).toHaveBeenCalledWith('All fields are required.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Update mode: pre-filled, stored logo previewed, button Update, no new file needed. */
export const Update: Story = {
  args: { mode: 'update', initialValues: client, imageUrl: storyImageUrl(client.clientImg) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Client Title *')).toHaveValue(client.clientTitle);
    await expect(canvas.getByRole('img', { name: 'Current Client Image' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      values: { clientTitle: client.clientTitle },
      images: {},
    });
  },
};

export const WithErrors: Story = {
  args: { mode: 'update', initialValues: client, imageUrl: storyImageUrl(client.clientImg) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Client Title *'));
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('All fields are required.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: {
    mode: 'update',
    initialValues: client,
    imageUrl: storyImageUrl(client.clientImg),
    submitting: true,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { mode: 'create', error: 'The image is too large (limit 5 MB).' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The image is too large',
    );
  },
};
