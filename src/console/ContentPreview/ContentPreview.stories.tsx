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
          "The real public page with the drafts applied, laid out at a phone's (390), a tablet's (768) or a laptop's (1366) width and scaled to fit the panel.\n\n**Do:** Give it a preview link's path and change `reloadKey` after each draft save so it shows the saved draft; give it `live` (the server's page with the form's unsaved values) while the form holds unsaved typing, and it says which it shows.\n\n**Don't:** Don't point it at the public page (it would show the published site), or grow the page past its real size.",
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
    // The frame shows what is saved, and says so (issue 47).
    await expect(
      canvas.getByText('Shows what is saved; your typing shows here before you save.'),
    ).toBeVisible();
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

/** The server's page with the unsaved typing (a stand-in here): no script, a title typed just now. */
const typedPage = `<!doctype html><html lang="en"><head><title>Preview</title></head>
<body style="margin:0;font-family:sans-serif">
<header style="background:#262c80;color:#fff;padding:12px 16px">Vidyora</header>
<main style="padding:24px 16px"><h1 style="font-size:28px">Typed just now, not saved</h1>
<p>Live classes from 1 November: book a free demo today.</p></main></body></html>`;

const typedFrame = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const frame = canvas.getByTitle<HTMLIFrameElement>('Preview of the landing page with the drafts');
  await waitFor(() =>
    expect(frame.contentDocument?.querySelector('h1')?.textContent).toBe(
      'Typed just now, not saved',
    ),
  );
  return { canvas, frame };
};

/** The form holds unsaved typing: the frame shows the page with it, and says it is not saved. */
export const FollowsTyping: Story = {
  args: { live: { html: typedPage, state: 'shown', message: null } },
  play: async ({ canvasElement }) => {
    const { canvas, frame } = await typedFrame(canvasElement);
    // Runs no script: the sandbox allows only reading its scroll.
    await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    await expect(frame).not.toHaveAttribute('src');
    await expect(
      canvas.getByText(
        'Follows your typing; not saved yet. A newly chosen image shows once saved.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText('Loading the preview…')).toBeNull();
    await expect(
      canvas.getByRole('link', { name: 'Open the saved preview in a new tab' }),
    ).toHaveAttribute('href', createdPreviewLink.path);
  },
};

/** The server refused the typing (a required field emptied): why, and what the frame still shows. */
export const TypingRefused: Story = {
  args: {
    live: { html: typedPage, state: 'refused', message: 'All fields are required.' },
  },
  play: async ({ canvasElement }) => {
    const { canvas } = await typedFrame(canvasElement);
    await expect(
      canvas.getByText('Not updated: All fields are required. It shows your typing from before.'),
    ).toBeVisible();
  },
};
