import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContentWorkspace } from './ContentWorkspace';
import type { ContentWorkspaceProps } from './ContentWorkspace';

/** The workspace with its preview switch kept, as the container keeps it. */
function Toggling(args: ContentWorkspaceProps) {
  const [open, setOpen] = useState(args.previewOpen);
  return (
    <ContentWorkspace
      {...args}
      previewOpen={open}
      onPreviewOpenChange={(next) => {
        args.onPreviewOpenChange(next);
        setOpen(next);
      }}
    />
  );
}

const stand = (label: string, height: number) => (
  <div
    style={{
      display: 'grid',
      placeItems: 'center',
      height,
      border: '1px dashed #475569',
      borderRadius: 8,
      background: '#fff',
    }}
  >
    {label}
  </div>
);

const meta = {
  title: 'Console/ContentWorkspace',
  component: ContentWorkspace,
  render: (args) => <Toggling {...args} />,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "A content form with what drafts put around it: the draft banner on top, a toolbar (Show preview, Share preview link, History), and the preview beside the form on a wide screen, above it on a narrow one.\n\n**Do:** Wrap every content form in it, passing the banner only when the record has a draft.\n\n**Don't:** Don't open the preview by default on every form (it makes a preview link), or put the form's own buttons in its toolbar.",
      },
    },
  },
  args: {
    children: stand('The content form', 480),
    banner: stand('The draft banner', 96),
    preview: stand('The preview', 360),
    previewOpen: false,
    onPreviewOpenChange: fn(),
    onShare: fn(),
    historyPath: '/history?key=home&id=home-1',
  },
} satisfies Meta<typeof ContentWorkspace>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form with its banner; the preview closed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Show preview' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      '/history?key=home&id=home-1',
    );
  },
};

/** The preview open beside the form (above it below 1200 px). */
export const WithPreview: Story = {
  args: { previewOpen: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The preview')).toBeVisible();
  },
};

/** Show preview and Share preview link ask the container. */
export const ShowAndShare: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show preview' }));
    await expect(args.onPreviewOpenChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByText('The preview')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Share preview link' }));
    await expect(args.onShare).toHaveBeenCalledTimes(1);
  },
};
