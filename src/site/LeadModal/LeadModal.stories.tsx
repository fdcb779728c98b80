import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LeadMessages } from '@/sdk/schemas/lead';
import { CURRENT_CONSENT_WORDING } from '@/sdk/schemas/leadConsentWording';
import { LeadModal, emptyLeadValues } from './LeadModal';
import type { LeadModalProps, LeadValues } from './LeadModal';

const filled: LeadValues = {
  name: 'Kavita Rao',
  email: 'kavita@brightpath.in',
  mobile: '9876543210',
  message: 'We run 12 batches for NEET. Please show us live classes and test series.',
  website: '',
  marketingConsent: false,
};

const meta = {
  title: 'Site/LeadModal',
  component: LeadModal,
  args: {
    open: true,
    values: emptyLeadValues(),
    errors: {},
    submitting: false,
    onChange: fn(),
    onConsentChange: fn(),
    onSubmit: fn(),
    onClose: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LeadModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog');
/** A field by its accessible name (the label without its aria-hidden asterisk). */
const field = (name: string) => within(dialog()).getByRole('textbox', { name });

/** Open and empty, as Book a Demo shows it. */
export const Default: Story = {
  play: async () => {
    await expect(dialog()).toHaveAccessibleName('Ready to take your business online?');
    for (const label of ['Your Name', 'Email Address', 'Mobile No', 'Message']) {
      await expect(field(label)).toBeRequired();
    }
    await expect(field('Message').tagName).toBe('TEXTAREA');
  },
};

/** Typing reports each change; Submit Your Request asks to send. */
export const TypeAndSubmit: Story = {
  play: async ({ args }) => {
    const modal = within(dialog());
    await userEvent.type(field('Your Name'), 'K');
    await expect(args.onChange).toHaveBeenCalledWith('name', 'K');
    await userEvent.click(modal.getByRole('button', { name: 'Submit Your Request' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Filled: Story = { args: { values: filled } };

/**
 * The optional marketing consent: never ticked to begin with, its exact wording beside the box
 * (sdk/schemas/leadConsentWording.ts), and nothing the lead needs.
 */
export const Consent: Story = {
  play: async ({ args }) => {
    const box = within(dialog()).getByRole('checkbox', { name: CURRENT_CONSENT_WORDING });
    await expect(box).not.toBeChecked();
    await expect(box).not.toBeRequired();
    await userEvent.click(box);
    await expect(args.onConsentChange).toHaveBeenCalledWith(true);
  },
};

export const ConsentGiven: Story = {
  args: { values: { ...filled, marketingConsent: true } },
  play: async () => {
    await expect(
      within(dialog()).getByRole('checkbox', { name: CURRENT_CONSENT_WORDING }),
    ).toBeChecked();
  },
};

/** The enquiry checks' messages, exactly as sdk/schemas/lead.ts words them. */
export const WithErrors: Story = {
  args: {
    values: { ...filled, name: '', email: 'kavita@', mobile: '12345' },
    errors: {
      name: LeadMessages.required,
      email: LeadMessages.email,
      mobile: LeadMessages.mobile,
    },
  },
  play: async () => {
    const modal = within(dialog());
    await expect(modal.getByText('Please fill all the fields')).toBeVisible();
    await expect(modal.getByText('Please enter a valid email address')).toBeVisible();
    await expect(modal.getByText('Please enter a valid 10-digit mobile number')).toBeVisible();
    await expect(field('Mobile No')).toHaveAccessibleDescription(
      'Please enter a valid 10-digit mobile number',
    );
    await expect(field('Mobile No')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Submitting: Story = {
  args: { values: filled, submitting: true },
  play: async ({ args }) => {
    const button = within(dialog()).getByRole('button', { name: 'Submit Your Request' });
    await expect(button).toBeDisabled();
    await expect(within(dialog()).getByRole('status')).toHaveTextContent('Sending your request');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    values: {
      ...filled,
      name: 'Shrimati Venkataraghavan Subramaniam Lakshminarayanan',
      message: Array(12).fill(filled.message).join(' '),
    },
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ args }) => {
    // The visitor is in the form: the runner takes focus off the page between stories, and a
    // dialog that stays open from one story to the next is not opened (and focused) anew.
    field('Your Name').focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const ClosesOnCloseIcon: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Tab wraps inside the dialog and skips the hidden honeypot. */
export const FocusTrapped: Story = {
  // About focus: the capture keeps it where the play function left it.
  parameters: { visual: { focus: 'kept' } },
  play: async () => {
    const modal = within(dialog());
    const close = modal.getByRole('button', { name: 'Close' });
    close.focus();
    await userEvent.tab({ shift: true });
    await expect(modal.getByRole('button', { name: 'Submit Your Request' })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(field('Your Name')).toHaveFocus();
  },
};

/** A page with the opener: the dialog opens from it and focus returns to it on close. */
function WithOpener(args: LeadModalProps) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(emptyLeadValues);
  return (
    <main style={{ padding: 24 }}>
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        Book a Demo
      </button>
      <LeadModal
        {...args}
        open={open}
        values={values}
        onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
        onClose={() => setOpen(false)}
      />
    </main>
  );
}

export const ReturnsFocus: Story = {
  args: { open: false },
  render: (args) => <WithOpener {...args} />,
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Book a Demo' });
    await userEvent.click(opener);
    await waitFor(() => expect(dialog()).toBeVisible());
    await userEvent.type(field('Your Name'), 'Kavita');
    await expect(field('Your Name')).toHaveValue('Kavita');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

export const Narrow: Story = {
  args: { values: filled, errors: { email: LeadMessages.email } },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
