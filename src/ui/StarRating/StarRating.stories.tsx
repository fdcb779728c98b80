import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StarRating, type StarRatingProps } from './StarRating';

/** Holds the value like a form does, so clicks and arrow keys visibly move the stars. */
function StatefulStarRating(props: StarRatingProps) {
  const [value, setValue] = useState(props.value);
  return (
    <StarRating
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Shared parts/StarRating',
  component: StarRating,
  args: { value: 5, label: 'Rating', onChange: fn() },
  render: (args) => <StatefulStarRating {...args} />,
} satisfies Meta<typeof StarRating>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Input mode with the form's default of five stars. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Rating' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeChecked();
    // No cancel: there are exactly five choices and none means zero.
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
  },
};

/** A click chooses that many stars. */
export const Choose: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '3 stars' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
  },
};

/** Arrow keys move the choice, as in any radio group. */
export const Keyboard: Story = {
  args: { value: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '3 stars' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { value: 4, disabled: true },
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    for (const radio of radios) await expect(radio).toBeDisabled();
  },
};

/** Read-only display used by the testimonial table and carousel. */
export const ReadOnly: Story = {
  args: { value: 4, readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

export const ReadOnlySmall: Story = {
  args: { value: 2, readOnly: true, size: 'sm' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Rated 2 out of 5' }),
    ).toBeVisible();
  },
};
