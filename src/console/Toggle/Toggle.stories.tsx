import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Toggle, type ToggleProps } from './Toggle';

/** Holds the state like a container does, so the switch visibly flips. */
function StatefulToggle(props: ToggleProps) {
  const [checked, setChecked] = useState(props.checked);
  return (
    <Toggle
      {...props}
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Console/Toggle',
  component: Toggle,
  parameters: {
    docs: {
      description: {
        component:
          "An on/off switch, used for the Status column of the console's tables.\n\n**Do:** Use it for a setting that takes effect at once, named by its label.\n\n**Don't:** Don't use it in a form that has a Save button: a checkbox is what waits for Save.",
      },
    },
  },
  args: { checked: false, label: 'Active', onChange: fn() },
  render: (args) => <StatefulToggle {...args} />,
  decorators: [(Story) => <div style={{ padding: '1rem' }}>{Story()}</div>],
} satisfies Meta<typeof Toggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Active' })).not.toBeChecked();
  },
};

/** A click and the Space key each flip it. */
export const ClickAndSpace: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Active' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(toggle).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const On: Story = {
  args: { checked: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('switch', { name: 'Active' }));
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

/** In a table cell the label is hidden but still names the switch. */
export const HiddenLabel: Story = {
  args: { checked: true, label: 'Status of Acme Learning', hideLabel: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Status of Acme Learning' })).toBeChecked();
    await expect(canvas.queryByText('Status of Acme Learning')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('switch')).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
