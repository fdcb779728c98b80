import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UploadMessages } from '@/sdk/schemas';
import { sampleImageFile, storyImageUrl } from '@/src/fixtures/adminImages';
import { ImageField, type ImageFieldProps } from './ImageField';

/** Keeps the chosen file like a form does, so the new file's preview appears. */
function StatefulImageField(props: ImageFieldProps) {
  const [file, setFile] = useState<File | null>(props.file ?? null);
  return (
    <ImageField
      {...props}
      file={file}
      onChange={(next) => {
        setFile(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Console/ImageField',
  component: ImageField,
  parameters: {
    docs: {
      description: {
        component:
          "A file input for one image, with a preview of the stored image or the new choice; refuses a non-image or a file over the size limit at once.\n\n**Do:** Use it for every uploaded picture in a content form, sized like the place it appears.\n\n**Don't:** Don't use it for documents, or hide the preview: editors check the crop here.",
      },
    },
  },
  args: { label: 'Banner Image', name: 'bannerImage', required: true, onChange: fn() },
  render: (args) => <StatefulImageField {...args} />,
  decorators: [(Story) => <div style={{ padding: '1rem' }}>{Story()}</div>],
} satisfies Meta<typeof ImageField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new record: nothing stored yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Banner Image *')).toHaveAttribute(
      'accept',
      'image/png,image/jpeg,image/webp,image/gif',
    );
    await expect(canvas.getByText('No image yet')).toBeVisible();
  },
};

/** An existing record: the stored image is previewed. */
export const WithCurrentImage: Story = {
  args: { currentUrl: storyImageUrl('/uploads/home/banner-hero.webp') },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Current Banner Image' }),
    ).toBeVisible();
  },
};

/** Choosing a file shows its preview before upload and reports the file. */
export const NewFileChosen: Story = {
  args: { currentUrl: storyImageUrl('/uploads/home/banner-hero.webp') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = sampleImageFile('spring-banner.png');
    await userEvent.upload(canvas.getByLabelText('Banner Image *'), file);
    await expect(args.onChange).toHaveBeenCalledWith(file);
    const preview = await canvas.findByRole('img', { name: 'Preview of the new Banner Image' });
    await waitFor(() => expect(preview.getAttribute('src')).toMatch(/^blob:/));
    await expect(canvas.getByText('New image chosen: spring-banner.png')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, currentUrl: storyImageUrl('/uploads/home/banner-hero.webp') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Banner Image *')).toBeDisabled();
  },
};

/** Client logos use a wide, short box like the table's 100x30 thumbnail. */
export const LogoSized: Story = {
  args: {
    label: 'Client Image',
    name: 'clientImg',
    previewWidth: 200,
    previewHeight: 60,
    currentUrl: storyImageUrl('/uploads/clients/acme-learning.png'),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Current Client Image' }),
    ).toBeVisible();
  },
};

/** A file over the limit is refused here, with the server's words, and never handed on. */
export const TooLarge: Story = {
  args: { maxBytes: 1024 * 1024 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Banner Image *'), big);
    await expect(canvas.getByRole('alert')).toHaveTextContent(UploadMessages.tooLarge(1024 * 1024));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Banner Image *')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Dropping a file on the preview chooses it; an SVG is refused with the server's message. */
/**
 * Drops a file the way a browser does. Built by hand: Chromium's DragEvent takes only a real
 * DataTransfer, and testing-library's fireEvent copies a DataTransfer's own properties (it has
 * none; files live on its prototype), so its drop arrived empty.
 */
function dropFile(zone: Element, file: File) {
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(file);
  zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }));
}

export const DropAFile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByText('Drop an image here').parentElement!;
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', {
      type: 'image/svg+xml',
    });
    dropFile(zone, svg);
    // React renders the refusal after the event: wait for it rather than read at once.
    await expect(await canvas.findByRole('alert')).toHaveTextContent(UploadMessages.unsupported);
    await expect(args.onChange).not.toHaveBeenCalled();
    const png = sampleImageFile('dropped.png');
    dropFile(zone, png);
    await expect(args.onChange).toHaveBeenCalledWith(png);
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(await canvas.findByText('New image chosen: dropped.png')).toBeVisible();
  },
};

/** A file named like a picture whose bytes are none: refused at once, no broken preview. */
export const NotAnImage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const fake = new File([new Uint8Array([1, 2, 3, 4, 5])], 'notes.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Banner Image *'), fake);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This file is not an image the browser can show.',
    );
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(null));
    await waitFor(() => expect(canvas.queryByRole('img')).toBeNull());
  },
};
