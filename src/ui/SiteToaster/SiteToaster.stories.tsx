import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from 'react-hot-toast';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SiteToaster } from './SiteToaster';
import { TOAST_SETTINGS } from './toastSettings';

/** Buttons that raise each kind of toast with the spec's messages. */
function ToastButtons() {
  return (
    <div style={{ display: 'flex', gap: '0.5rem', padding: '1rem', flexWrap: 'wrap' }}>
      <button type="button" onClick={() => toast.success('Your Data Successfully Updated.')}>
        Show success
      </button>
      <button type="button" onClick={() => toast.error('All fields are required.')}>
        Show error
      </button>
      <button type="button" onClick={() => toast.loading('Saving…')}>
        Show loading
      </button>
      <button type="button" onClick={() => toast.dismiss()}>
        Dismiss all
      </button>
    </div>
  );
}

const meta = {
  title: 'Shared parts/SiteToaster',
  component: SiteToaster,
  args: { variant: 'site' },
  render: (args) => (
    <>
      <SiteToaster {...args} />
      <ToastButtons />
    </>
  ),
  // Toasts live in a module-level store; clear it so one story's toasts never leak into the next.
  beforeEach: () => () => toast.remove(),
} satisfies Meta<typeof SiteToaster>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A toast fades in (at once under reduced motion, as in the test runner), and stays while the
 * pointer is on it: the story ends hovering, so its toasts hold still until you move away.
 */
const shownAndHeld = async (canvasElement: HTMLElement, text: string) => {
  const shown = await within(canvasElement).findByText(text);
  await waitFor(() => expect(shown).toBeVisible());
  await userEvent.hover(shown);
};

/** A success and an error, as the site raises them (toast.success, toast.error). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    toast.success('Your Data Successfully Updated.');
    toast.error('All fields are required.');
    await shownAndHeld(canvasElement, 'Your Data Successfully Updated.');
    await expect(within(canvasElement).getByText('All fields are required.')).toBeVisible();
  },
};

/** The buttons raise each kind of toast. */
export const FromButtons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await shownAndHeld(canvasElement, 'Your Data Successfully Updated.');
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await shownAndHeld(canvasElement, 'All fields are required.');
  },
};

/** At most 20 toasts are kept: the 21st dismisses the oldest. */
export const Limit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (let i = 1; i <= TOAST_SETTINGS.limit + 1; i += 1) toast.loading(`Upload ${i}`);
    const last = await canvas.findByText(`Upload ${TOAST_SETTINGS.limit + 1}`);
    await waitFor(() => expect(last).toBeVisible());
    await waitFor(() => expect(canvas.queryByText('Upload 1')).toBeNull(), { timeout: 3000 });
    await expect(canvas.getByText('Upload 2')).toBeVisible();
  },
};

/** The settings the toaster applies, as the spec states them. */
export const Settings: Story = {
  play: async () => {
    await expect(TOAST_SETTINGS).toMatchObject({
      position: 'top-right',
      errorMs: 4000,
      successMs: 2000,
      loadingMs: Infinity,
      limit: 20,
      adminMs: 5000,
    });
  },
};

export const Admin: Story = {
  args: { variant: 'admin' },
  play: async ({ canvasElement }) => {
    toast.success('Your Data Successfully Updated.');
    await shownAndHeld(canvasElement, 'Your Data Successfully Updated.');
  },
};
