import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TwoFactorMessages } from '@/sdk/schemas/twoFactor';
import {
  recoveryCodes,
  requirementOff,
  twoFactorOff,
  twoFactorOn,
  twoFactorRequired,
  twoFactorSetup,
} from '@/src/fixtures/twoFactor';
import { TwoFactorPanel } from './TwoFactorPanel';

const meta = {
  title: 'Console/TwoFactorPanel',
  component: TwoFactorPanel,
  parameters: {
    docs: {
      description: {
        component:
          "Two-factor sign-in on My account: set it up with a QR code, keep the recovery codes, renew them, turn it off.\n\n**Do:** Use it on My account for the signed-in user only.\n\n**Don't:** Don't show another user's recovery codes, or let it be turned off without the password.",
      },
    },
  },
  args: {
    status: twoFactorOff,
    onStart: fn(),
    onEnable: fn(),
    onCancelSetup: fn(),
    onRenewCodes: fn(),
    onDisable: fn(),
    onCodesDone: fn(),
  },
} satisfies Meta<typeof TwoFactorPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Off: one button starts the set-up. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Two-factor sign-in is/)).toHaveTextContent(/is off/);
    await userEvent.click(canvas.getByRole('button', { name: 'Set up two-factor sign-in' }));
    await expect(args.onStart).toHaveBeenCalled();
  },
};

/** An admin whom the site requires to use it: told why the console waits. */
export const Required: Story = {
  args: { status: twoFactorRequired },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/requires two-factor/);
  },
};

/** The set-up: QR code, the key as text, then the current password and the code turn it on. */
export const SettingUp: Story = {
  args: { setup: twoFactorSetup },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expect(canvas.getByTestId('two-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await userEvent.type(canvas.getByLabelText(/Current password/), 'my long password');
    await userEvent.type(canvas.getByLabelText(/Code from the app/), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    await expect(args.onEnable).toHaveBeenCalledWith({
      currentPassword: 'my long password',
      code: '123456',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancelSetup).toHaveBeenCalled();
  },
};

/** A wrong current password on the set-up: told beside the field. */
export const SetupWrongPassword: Story = {
  args: {
    setup: twoFactorSetup,
    fieldErrors: { currentPassword: TwoFactorMessages.wrongPassword },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Current password/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(TwoFactorMessages.wrongPassword)).toBeVisible();
  },
};

/** A wrong code: the field says why. */
export const WrongCode: Story = {
  args: { setup: twoFactorSetup, fieldErrors: { code: TwoFactorMessages.wrongCode } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Code from the app/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText(TwoFactorMessages.wrongCode)).toBeVisible();
  },
};

/** Just turned on: the recovery codes, once, to copy or download. */
export const RecoveryCodesShown: Story = {
  args: { status: twoFactorOn, recoveryCodes },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByTestId('recovery-codes')).getAllByRole('listitem'),
    ).toHaveLength(10);
    await expect(canvas.getByRole('link', { name: 'Download codes' })).toHaveAttribute(
      'download',
      'recovery-codes.txt',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'I have saved them' }));
    await expect(args.onCodesDone).toHaveBeenCalled();
  },
};

/** On: turning it off asks for the current password and a code again. */
export const On: Story = {
  args: { status: twoFactorOn },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Recovery codes left: 10/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await userEvent.type(canvas.getByLabelText(/Current password/), 'my long password');
    await userEvent.type(canvas.getByLabelText(/^Code/), 'ABCD-EFGH-JKLM-NPQR');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await expect(args.onDisable).toHaveBeenCalledWith({
      currentPassword: 'my long password',
      code: 'ABCD-EFGH-JKLM-NPQR',
    });
  },
};

/** New recovery codes refused: a wrong password, told beside the field. */
export const ConfirmRefused: Story = {
  args: {
    status: twoFactorOn,
    fieldErrors: { currentPassword: TwoFactorMessages.wrongPassword },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'New recovery codes' }));
    await expect(canvas.getByLabelText(/Current password/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(TwoFactorMessages.wrongPassword)).toBeVisible();
  },
};

/** An admin with two-factor on may require it of every admin. */
export const Requirement: Story = {
  args: { status: twoFactorOn, requirement: { overview: requirementOff, onChange: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/asha, ravi/)).toBeVisible();
    await userEvent.click(
      canvas.getByRole('switch', { name: 'Require two-factor sign-in for admins' }),
    );
    await expect(args.requirement?.onChange).toHaveBeenCalledWith(true);
  },
};

/** Without their own two-factor an admin cannot switch it on (they would be locked out). */
export const RequirementLocked: Story = {
  args: { status: twoFactorOff, requirement: { overview: requirementOff, onChange: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('switch', { name: 'Require two-factor sign-in for admins' }),
    ).toBeDisabled();
    await expect(canvas.getByText(/for your own account first/)).toBeVisible();
  },
};

export const Busy: Story = {
  args: { busy: true, status: twoFactorOn },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'New recovery codes' }),
    ).toBeDisabled();
  },
};

export const Narrow: Story = {
  args: { setup: twoFactorSetup },
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: /QR code/ })).toBeVisible();
  },
};
