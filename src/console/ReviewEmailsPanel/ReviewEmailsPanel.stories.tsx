import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReviewEmailsPanel, SWITCH_LABEL } from './ReviewEmailsPanel';

const meta = {
  title: 'Console/ReviewEmailsPanel',
  component: ReviewEmailsPanel,
  parameters: {
    docs: {
      description: {
        component:
          "My account's \"E-mail me about reviews\" (issue 47): drafts waiting for a reviewer, and an editor's own asked-for drafts published (by hand or by a release) or sent back.\n\n**Do:** Show it to the roles that take part in review (admins and editors), for the signed-in user only.\n\n**Don't:** Don't offer the switch where no mail can reach the user: say why instead.",
      },
    },
  },
  args: {
    username: 'asha@school.in',
    on: true,
    blocked: null,
    onChange: fn(),
  },
} satisfies Meta<typeof ReviewEmailsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const theSwitch = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('switch', { name: SWITCH_LABEL });

/** On (the default): flipping it asks to turn them off. */
export const On: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = theSwitch(canvasElement);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(within(canvasElement).getByText(/An e-mail to asha@school.in/)).toBeVisible();
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

/** Off: flipping it asks to turn them on. */
export const Off: Story = {
  args: { on: false },
  play: async ({ canvasElement, args }) => {
    const toggle = theSwitch(canvasElement);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

/** The change is on its way: the switch shows it and waits; a second click sends nothing. */
export const Saving: Story = {
  args: { on: false, saving: true },
  play: async ({ canvasElement, args }) => {
    const toggle = theSwitch(canvasElement);
    await expect(toggle).toBeDisabled();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Saving…');
    await userEvent.click(toggle);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Not saved: the switch is back at the setting that holds, and the reason stays beside it. */
export const SaveError: Story = {
  args: { error: 'The setting could not be saved. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/could not be saved/);
    await expect(theSwitch(canvasElement)).toHaveAttribute('aria-checked', 'true');
    await expect(theSwitch(canvasElement)).toBeEnabled();
  },
};

/** The server sends no mail (SMTP_HOST unset): said plainly, no switch. */
export const NoMailServer: Story = {
  args: { blocked: 'no-smtp' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/This site sends no e-mail/)).toBeVisible();
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};

/** The username is not an address: said plainly, no switch. */
export const NoAddress: Story = {
  args: { blocked: 'no-address', username: 'edna' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Your username, edna, is not an e-mail address/)).toBeVisible();
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    await expect(theSwitch(canvasElement)).toBeVisible();
  },
};
