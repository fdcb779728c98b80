import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField, type TextFieldProps } from './TextField';

function StatefulTextField(props: TextFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TextField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Console/Parts/TextField',
  component: TextField,
  parameters: {
    docs: {
      description: {
        component:
          "A labelled text, number or password input, or a textarea, with its hint and error linked for screen readers.\n\n**Do:** Use it for every text input in console forms, so labels, hints and errors read the same.\n\n**Don't:** Don't use a placeholder as the label, or drop the required marker on a required field.",
      },
    },
  },
  args: { label: 'Banner Title', name: 'bannerTitle', value: '', required: true, onChange: fn() },
  render: (args) => <StatefulTextField {...args} />,
  decorators: [(Story) => <div style={{ padding: '1rem', maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Banner Title *')).toBeRequired();
  },
};

/** Each keystroke reports the whole value. */
export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Banner Title *');
    await userEvent.type(input, 'Teach online');
    await expect(args.onChange).toHaveBeenLastCalledWith('Teach online');
    await expect(input).toBeRequired();
  },
};

export const Multiline: Story = {
  args: {
    label: 'Banner Sub Title',
    name: 'bannerSubTitle',
    multiline: true,
    value: 'Run live classes, sell recorded courses and track every student in one place.',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByLabelText('Banner Sub Title *');
    await expect(box.tagName).toBe('TEXTAREA');
  },
};

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Banner Title *')).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 'Teach online' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Banner Title *')).toBeDisabled();
  },
};
