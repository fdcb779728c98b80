import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { homeFixture, homeImageUrls } from '@/src/fixtures/adminContent';
import { sampleImageFile } from '@/src/fixtures/adminImages';
import { HomeContentForm } from './HomeContentForm';

const meta = {
  title: 'Admin/Forms/HomeContentForm',
  component: HomeContentForm,
  args: { onSubmit: fn(), onInvalid: fn() },
  decorators: [(Story) => <div style={{ padding: '1rem', maxWidth: 1000 }}>{Story()}</div>],
} satisfies Meta<typeof HomeContentForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The stored record: every field pre-filled, stored images previewed. */
export const Default: Story = {
  args: { initialValues: homeFixture, imageUrls: homeImageUrls },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Home Banner' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Service We Provide' })).toBeVisible();
    await expect(canvas.getByLabelText('Banner Title *')).toHaveValue(homeFixture.bannerTitle);
    await expect(canvas.getByRole('img', { name: 'Current Banner Image' })).toBeVisible();
    // Stored images count as present; the mobile banner may stay empty.
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      values: expect.objectContaining({ bannerTitle: homeFixture.bannerTitle }),
      images: {},
    });
  },
};

/** No record yet: submitting reports the spec's message and sends nothing. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('All fields are required.');
    await expect(args.onInvalid).toHaveBeenCalledWith('All fields are required.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A cleared title blocks the submit even though everything else is there. */
export const WithErrors: Story = {
  args: { initialValues: homeFixture, imageUrls: homeImageUrls },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Service Two Title *'));
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('All fields are required.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A new file is previewed before upload and sent with the parsed text. */
export const NewImageChosen: Story = {
  args: { initialValues: homeFixture, imageUrls: homeImageUrls },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = sampleImageFile('mobile-banner.png');
    await userEvent.upload(canvas.getByLabelText('Mobile Service Banner Image'), file);
    await expect(
      await canvas.findByRole('img', { name: 'Preview of the new Mobile Service Banner Image' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ images: { serviceBannerImageMob: file } }),
    );
  },
};

export const Submitting: Story = {
  args: { initialValues: homeFixture, imageUrls: homeImageUrls, submitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(canvas.getByLabelText('Banner Title *')).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: {
    initialValues: homeFixture,
    imageUrls: homeImageUrls,
    error: 'Only PNG, JPEG, WebP or GIF images are accepted.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/PNG, JPEG/);
  },
};

export const Narrow: Story = {
  args: { initialValues: homeFixture, imageUrls: homeImageUrls },
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Update' })).toBeVisible();
  },
};
