import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createdPreviewLink, draftedTitle } from '@/src/fixtures/publishing';
import { ContentPreview } from './ContentPreview';
import type { ContentPreviewProps } from './ContentPreview';
import type { PreviewWidth } from './previewWidths';

/** The panel with its width kept, as the container keeps it. */
function Switching(args: ContentPreviewProps) {
  const [width, setWidth] = useState<PreviewWidth>(args.width);
  return (
    <ContentPreview
      {...args}
      width={width}
      onWidthChange={(next) => {
        args.onWidthChange(next);
        setWidth(next);
      }}
    />
  );
}

const meta = {
  title: 'Console/ContentPreview',
  component: ContentPreview,
  render: (args) => <Switching {...args} />,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "The real public page with the drafts applied, laid out at a phone's (390), a tablet's (768) or a laptop's (1366) width and scaled to fit the panel.\n\n**Do:** Give it a preview link's path and change `reloadKey` after each draft save so it shows the saved draft (it says it shows the last saved draft, not unsaved typing).\n\n**Don't:** Don't point it at the public page (it would show the published site), or grow the page past its real size.",
      },
    },
  },
  args: {
    // A static stand-in page (public/preview/…): the server renders the real one.
    src: createdPreviewLink.path,
    title: 'Preview of the landing page with the drafts',
    width: 'phone',
    onWidthChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof ContentPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  // The frame loads a page of its own; give it the time a busy run needs.
  const slow = { timeout: 5000 };
  await waitFor(() => {
    const frame = canvas.getByTitle<HTMLIFrameElement>(
      'Preview of the landing page with the drafts',
    );
    expect(frame.contentDocument?.querySelector('h1')?.textContent).toBe(draftedTitle);
  }, slow);
  await waitFor(() => expect(canvas.queryByText('Loading the preview…')).toBeNull(), slow);
  const frame = canvas.getByTitle<HTMLIFrameElement>('Preview of the landing page with the drafts');
  return { canvas, frame };
};

/** At a phone's width, which fits the panel unscaled. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, frame } = await loaded(canvasElement);
    await expect(frame).toHaveAttribute('width', '390');
    // The frame shows the saved draft, and says so: unsaved typing is not in it.
    await expect(canvas.getByText('Shows the last saved draft; save to update.')).toBeVisible();
  },
};

/** At a laptop's width: the 1366 px page is scaled down to the panel. */
export const Desktop: Story = {
  args: { width: 'desktop' },
  play: async ({ canvasElement }) => {
    const { frame } = await loaded(canvasElement);
    await expect(frame).toHaveAttribute('width', '1366');
    await expect(frame.style.transform).toMatch(/^scale\(0\.\d+\)$/);
  },
};

/** Choosing a width lays the page out again at it. */
export const ChooseAWidth: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas } = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Tablet 768' }));
    await expect(args.onWidthChange).toHaveBeenCalledWith('tablet');
    await expect(canvas.getByTitle('Preview of the landing page with the drafts')).toHaveAttribute(
      'width',
      '768',
    );
  },
};

/** The link is still being made: the panel says it is loading. */
export const Loading: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading the preview…',
    );
  },
};

/** The link could not be made: why, the request id, and Try again. */
export const Failed: Story = {
  args: {
    src: null,
    error: { message: 'The preview could not be opened. Please try again.', requestId: 'req-7f1' },
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
