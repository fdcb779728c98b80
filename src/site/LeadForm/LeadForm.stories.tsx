import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LeadMessages } from '@/sdk/schemas/lead';
import { CURRENT_CONSENT_WORDING } from '@/sdk/schemas/leadConsentWording';
import { emptyLeadValues } from '@/sdk/schemas/leadValues';
import { LeadForm } from './LeadForm';

const meta = {
  title: 'Site/LeadForm',
  component: LeadForm,
  args: { values: emptyLeadValues(), consentWording: CURRENT_CONSENT_WORDING },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 900, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LeadForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lead page's form: a plain post with its hidden fields, no script needed. */
export const Default: Story = {
  args: {
    post: {
      action: '/book-a-demo',
      hidden: { idempotencyKey: 'story-key-0123456789', cta: 'banner: Get Free Consultant' },
    },
  },
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/book-a-demo');
    await expect(canvasElement.querySelector('input[name="cta"]')).toHaveValue(
      'banner: Get Free Consultant',
    );
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: CURRENT_CONSENT_WORDING })).not.toBeChecked();
    // Uncontrolled: the browser keeps what is typed.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your Name' }), 'Kavita');
    await expect(canvas.getByRole('textbox', { name: 'Your Name' })).toHaveValue('Kavita');
  },
};

/** Controlled, as the modal uses it: every change and the submit go to the caller. */
export const Controlled: Story = {
  args: { onChange: fn(), onConsentChange: fn(), onSubmit: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your Name' }), 'K');
    await expect(args.onChange).toHaveBeenCalledWith('name', 'K');
    await userEvent.click(canvas.getByRole('checkbox', { name: CURRENT_CONSENT_WORDING }));
    await expect(args.onConsentChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Your Request' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A refused post shown again: the values kept and each message beside its field. */
export const WithErrors: Story = {
  args: {
    values: { ...emptyLeadValues(), name: 'Kavita', email: 'kavita@', mobile: '12345' },
    errors: {
      email: LeadMessages.email,
      mobile: LeadMessages.mobile,
      message: LeadMessages.required,
    },
    post: { action: '/book-a-demo', hidden: {} },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('textbox', { name: 'Email Address' }),
    ).toHaveAccessibleDescription(LeadMessages.email);
    await expect(canvas.getByRole('textbox', { name: 'Email Address' })).toHaveValue('kavita@');
  },
};

export const Narrow: Story = {
  args: { post: { action: '/book-a-demo', hidden: {} } },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
