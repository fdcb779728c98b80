import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadError } from './LoadError';

const meta = {
  title: 'Console/Parts/LoadError',
  component: LoadError,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "A screen whose data could not be loaded: the reason, the request id to quote to support, and Try again.\n\n**Do:** Use it instead of the table or form after a failed load.\n\n**Don't:** Don't show the empty state after a failure: No leads yet would be untrue.",
      },
    },
  },
  args: {
    message: 'The leads could not be loaded.',
    requestId: 'b5a1c0de-7f3e-4d2a-9c61-2f1e0a9b8c7d',
    onRetry: fn(),
  },
} satisfies Meta<typeof LoadError>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What failed, the request id for support, and Try again. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The leads could not be loaded.');
    await expect(alert).toHaveTextContent(args.requestId ?? '');
  },
};

/** Try again asks to load once more. */
export const TryAgain: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The leads could not be loaded.');
    await expect(alert).toHaveTextContent(args.requestId ?? '');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** No answer came (offline): no request id to quote. */
export const NoAnswer: Story = {
  args: { message: 'Something went wrong. Please try again.', requestId: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/request id/)).toBeNull();
  },
};
