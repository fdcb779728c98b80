import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AltMessages } from '@/sdk/content';
import { ImageAltField, type ImageAltFieldProps } from './ImageAltField';

/** Holds the text and the decorative mark like a form does. */
function StatefulImageAltField(props: ImageAltFieldProps) {
  const [value, setValue] = useState(props.value);
  const [decorative, setDecorative] = useState(props.decorative ?? false);
  return (
    <ImageAltField
      {...props}
      value={value}
      decorative={decorative}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
      onDecorativeChange={(next) => {
        setDecorative(next);
        props.onDecorativeChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Console/ImageAltField',
  component: ImageAltField,
  parameters: {
    docs: {
      description: {
        component:
          "The alt text of one image, beside its image field; where the declaration allows, a box marks the picture decorative instead.\n\n**Do:** Use it with every ImageField whose picture carries meaning.\n\n**Don't:** Don't prefill alt text with the file name, or offer Decorative for a logo or a person's photo.",
      },
    },
  },
  args: {
    imageLabel: 'Client Image',
    name: 'clientImgAlt',
    value: '',
    decorativeAllowed: false,
    required: true,
    onChange: fn(),
    onDecorativeChange: fn(),
  },
  render: (args) => <StatefulImageAltField {...args} />,
  decorators: [(Story) => <div style={{ padding: '1rem' }}>{Story()}</div>],
} satisfies Meta<typeof ImageAltField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Client Image: Alt text *')).toBeRequired();
  },
};

/** Each keystroke reports the text; a logo offers no "decorative" box. */
export const TypeAltText: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Client Image: Alt text *');
    await userEvent.type(input, 'Acme Academy logo');
    await expect(args.onChange).toHaveBeenLastCalledWith('Acme Academy logo');
    await expect(canvas.queryByLabelText('Decorative image (no alt text)')).toBeNull();
  },
};

/** The alt text was left empty: the message sits next to the input. */
export const MissingAltError: Story = {
  args: { error: AltMessages.required },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Client Image: Alt text *');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining(AltMessages.required));
  },
};

/** A picture that may be decorative: ticking the box disables the alt text input. */
export const DecorativeAllowed: Story = {
  args: {
    imageLabel: 'Person Image',
    name: 'testimonialImgAlt',
    value: 'Priya smiling',
    decorativeAllowed: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Person Image: Alt text *');
    await expect(input).toBeEnabled();
    await userEvent.click(canvas.getByLabelText('Decorative image (no alt text)'));
    await expect(args.onDecorativeChange).toHaveBeenCalledWith(true);
    const off = canvas.getByLabelText('Person Image: Alt text');
    await expect(off).toBeDisabled();
    await expect(off).toHaveValue('');
    await expect(canvas.getByText('Decorative: screen readers skip this image.')).toBeVisible();
  },
};

/** Stored as decorative: the box is ticked and the input stays off until it is cleared. */
export const Decorative: Story = {
  args: { imageLabel: 'Logo', name: 'logoAlt', decorativeAllowed: true, decorative: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Decorative image (no alt text)')).toBeChecked();
    await expect(canvas.getByLabelText('Logo: Alt text')).toBeDisabled();
    await userEvent.click(canvas.getByLabelText('Decorative image (no alt text)'));
    await expect(canvas.getByLabelText('Logo: Alt text *')).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, decorativeAllowed: true, value: 'Acme Academy logo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Client Image: Alt text *')).toBeDisabled();
    await expect(canvas.getByLabelText('Decorative image (no alt text)')).toBeDisabled();
  },
};

/** Issue 46: a stored image a spec-era client saved without alt text says so on opening. */
export const NeedsAltText: Story = {
  args: { needsAltText: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Needs alt text')).toBeVisible();
    await expect(canvas.getByText(/shows this image without a description/)).toBeVisible();
  },
};

/** Once described, the notice has done its work and goes. */
export const NeedsAltTextDescribed: Story = {
  args: { needsAltText: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Client Image: Alt text *'), 'Acme logo');
    await expect(canvas.queryByText('Needs alt text')).toBeNull();
  },
};
