import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { previewLinks } from '@/src/fixtures/publishing';
import { PreviewLinks } from './PreviewLinks';
import type { PreviewLinksProps } from './PreviewLinks';

const shared = 'https://example.in/preview/story-preview-token-7f3a9c2e5b1d4f60a8e2c7b9d3f1a6e4/';

/** The panel with its container's answer to a create: the address comes back once. */
function Creating(args: PreviewLinksProps) {
  const [created, setCreated] = useState(args.created ?? null);
  return (
    <PreviewLinks
      {...args}
      created={created}
      onCreate={(input) => {
        args.onCreate(input);
        setCreated({ url: shared, expiresAt: '2026-11-28T06:30:00.000Z' });
      }}
    />
  );
}

const meta = {
  title: 'Console/PreviewLinks',
  component: PreviewLinks,
  render: (args) => <Creating {...args} />,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "The Preview links screen: make a link that shows the site with every draft to someone without an account (who it is for, how long it works), copy it, and revoke the links made.\n\n**Do:** Label each link with who it is for, and revoke it when the review is done.\n\n**Don't:** Don't show a link's address again after it was made (only its hash is stored), or revoke without asking.",
      },
    },
  },
  args: {
    links: previewLinks,
    onCreate: fn(),
    onRevoke: fn(),
    onCopy: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof PreviewLinks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The links made: active, revoked and expired. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Preview links' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByRole('row', { name: /^\(no label\)/ })).toHaveTextContent(
      'Expired',
    );
  },
};

/** A new link for a week: its address to copy, shown this once. */
export const CreateAndCopy: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Who is it for?'), 'Priya (marketing)');
    await userEvent.selectOptions(canvas.getByLabelText('Link works for'), '1 week');
    await userEvent.click(canvas.getByRole('button', { name: 'Create link' }));
    await expect(args.onCreate).toHaveBeenCalledWith({ label: 'Priya (marketing)', hours: 168 });
    await expect(canvas.getByLabelText(/^Preview link \(works until/)).toHaveValue(shared);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(args.onCopy).toHaveBeenCalledWith(shared);
    await expect(await canvas.findByText(/^Copied\./)).toBeVisible();
  },
};

/** Revoke asks first, then stops the link. */
export const RevokeAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Revoke link for Priya (marketing)' }),
    );
    const ask = await canvas.findByRole('dialog', { name: 'Revoke this preview link?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Revoke' }));
    await expect(args.onRevoke).toHaveBeenCalledWith(previewLinks[0]);
  },
};

/** No link made yet. */
export const Empty: Story = {
  args: { links: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No preview links yet.')).toBeVisible();
  },
};

/** On its way: the table says so. */
export const Loading: Story = {
  args: { links: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the preview links…')).toBeVisible();
  },
};

/** Could not be read: why, the request id and Try again, never the empty state. */
export const LoadFailed: Story = {
  args: {
    links: null,
    loadError: {
      message: 'The preview links could not be loaded. Please try again.',
      requestId: 'req-7f1',
    },
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('req-7f1');
    await expect(canvas.queryByText('No preview links yet.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
