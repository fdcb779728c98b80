import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createdWebhook } from '@/src/fixtures/integrations';
import { ShownOnce } from './ShownOnce';

const meta = {
  title: 'Console/Parts/ShownOnce',
  component: ShownOnce,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "A secret the server answers once (a webhook's signing secret, an API token): a read-only field, a copy button, and a warning that it is not shown again, until the person says they stored it.\n\n**Do:** Say where the secret goes once copied, and keep it on screen until the person dismisses it.\n\n**Don't:** Don't show a secret again after it was dismissed, or put it in a toast that fades away.",
      },
    },
  },
  args: {
    label: `Signing secret of ${createdWebhook.url}`,
    value: createdWebhook.secret,
    copyLabel: 'Copy secret',
    useNote:
      "Give it to the receiving system: it verifies each delivery's webhook-signature with it.",
    onCopy: fn(() => Promise.resolve()),
    onDone: fn(),
  },
} satisfies Meta<typeof ShownOnce>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Just made: the secret, the warning, the copy button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Signing secret of/)).toHaveValue(createdWebhook.secret);
    await expect(canvas.getByText('Copy it now: it will not be shown again.')).toBeVisible();
  },
};

/** Copied, then dismissed: the parent hides it for good. */
export const CopyAndDone: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy secret' }));
    await expect(args.onCopy).toHaveBeenCalledWith(createdWebhook.secret);
    await expect(await canvas.findByText(/^Copied\./)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'I have stored it' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** The browser refused the clipboard (a page over plain http): select and copy by hand. */
export const CopyRefused: Story = {
  args: { onCopy: fn(() => Promise.reject(new Error('NotAllowedError'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy secret' }));
    await expect(await canvas.findByText(/did not allow copying/)).toBeVisible();
  },
};

/** A phone: the field shrinks beside its button, nothing pans sideways. */
export const Narrow: Story = { globals: { viewport: { value: 'narrow' } } };
