import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../PageBuilder/PageBuilder.css';
import { RowAction } from './RowAction';

const meta = {
  title: 'Console/Parts/RowAction',
  component: RowAction,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "A button of one row of an editable list (Up, Down, Duplicate, Hide, Remove), named for its row to a screen reader.\n\n**Do:** Give it the row's name, so a list of alike buttons can be told apart.\n\n**Don't:** Don't use it for a form's own actions (Save, Cancel): those are the form's buttons.",
      },
    },
  },
  args: {
    label: 'Up',
    of: 'block Hero',
    kind: 'up',
    className: 'page-builder__action',
    onClick: fn(),
  },
} satisfies Meta<typeof RowAction>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Its word shows; its name says which row it moves; a click acts. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Up block Hero' });
    await expect(button).toHaveTextContent('Up');
    await expect(button).toHaveAttribute('data-action', 'up');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** The first row cannot go up: the button is off and a click does nothing. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Up block Hero' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
