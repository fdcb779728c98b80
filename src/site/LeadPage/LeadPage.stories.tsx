import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LeadMessages } from '@/sdk/schemas/lead';
import { CURRENT_CONSENT_VERSION, CURRENT_CONSENT_WORDING } from '@/sdk/schemas/leadConsentWording';
import { emptyLeadValues } from '@/sdk/schemas/leadValues';
import { LeadPage } from './LeadPage';
import { LeadThanks } from './LeadThanks';

const blank = {
  values: emptyLeadValues(),
  errors: {},
  hidden: { idempotencyKey: 'story-key-0123456789', consentVersion: CURRENT_CONSENT_VERSION },
  consentWording: CURRENT_CONSENT_WORDING,
};

const meta = {
  title: 'Site/LeadPage',
  component: LeadPage,
  args: { form: blank, action: '/book-a-demo' },
  decorators: [
    (Story) => (
      <main id="main">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof LeadPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page every call to action links to: the modal's form, without a script. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Ready to take your business online?' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A refused post: the first problem above the form, each message beside its field. */
export const WithErrors: Story = {
  args: {
    form: {
      ...blank,
      values: { ...emptyLeadValues(), name: 'Kavita', email: 'kavita@' },
      errors: { email: LeadMessages.email, mobile: LeadMessages.required },
      formError: LeadMessages.required,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(LeadMessages.required);
  },
};

export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };

/** Where the post lands once the lead is stored. */
export const Thanks: Story = {
  render: () => <LeadThanks />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Form Submitted Successfully!' }),
    ).toBeVisible();
  },
};
