import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WebhookMessages } from '@/sdk/schemas/webhooks';
import {
  createdWebhook,
  crmDeliveries,
  crmWebhook,
  noDeliveries,
  webhooks,
} from '@/src/fixtures/integrations';
import { WebhooksPanel } from './WebhooksPanel';

const meta = {
  title: 'Console/WebhooksPanel',
  component: WebhooksPanel,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "The Webhooks screen: add an endpoint (its signing secret shown once), edit it, switch it off, send a test, delete it, and read its delivery log with Send again.\n\n**Do:** Show the server's refusal beside the field it is about (a private address), and the receiver's HTTP status and latency in the log.\n\n**Don't:** Don't show a secret after it was dismissed, or delete without asking: switching off keeps the log.",
      },
    },
  },
  args: {
    webhooks,
    pendingIds: [],
    selectedId: null,
    onSave: fn(),
    onEdit: fn(),
    onToggle: fn(),
    onTest: fn(),
    onDelete: fn(),
    onDeliveries: fn(),
    onCopy: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof WebhooksPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const log = { onRefresh: fn(), onResend: fn() };

/** Three endpoints: delivering, switched off after a 410, new with no delivery yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Webhooks' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    const crm = within(table).getByRole('row', { name: new RegExp(crmWebhook.url) });
    await expect(crm).toHaveTextContent('Delivered, HTTP 200');
    await expect(
      within(table).getByRole('switch', { name: /^Deliveries to https:\/\/hooks\.chat/ }),
    ).not.toBeChecked();
  },
};

export const Empty: Story = {
  args: { webhooks: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^No webhooks yet\./)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { webhooks: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the webhooks…')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: {
    webhooks: null,
    loadError: { message: 'The webhooks could not be loaded.', requestId: 'req-7f3a' },
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('req-7f3a');
    await expect(within(canvasElement).queryByText(/^No webhooks yet/)).toBeNull();
  },
};

/** Adding: the address, the events, then Add webhook sends them. */
export const AddOne: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Add a webhook' }));
    await userEvent.type(form.getByLabelText(/^Receiver address/), 'https://erp.example.in/in');
    await userEvent.click(form.getByRole('checkbox', { name: /content\.published/ }));
    await userEvent.click(form.getByRole('button', { name: 'Add webhook' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      url: 'https://erp.example.in/in',
      description: '',
      events: ['lead.created', 'content.published'],
      active: true,
    });
  },
};

/** Just added: the signing secret, shown this once, above the form. */
export const SecretShownOnce: Story = {
  args: { created: createdWebhook, webhooks: [...webhooks] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Signing secret of/)).toHaveValue(createdWebhook.secret);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy secret' }));
    await expect(args.onCopy).toHaveBeenCalledWith(createdWebhook.secret);
  },
};

/** The server refused the address (private network) and the events: each beside its field. */
export const WithErrors: Story = {
  args: {
    errors: { url: WebhookMessages.privateAddress, events: WebhookMessages.events },
  },
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Add a webhook' }));
    await expect(form.getByLabelText(/^Receiver address/)).toHaveAccessibleDescription(
      expect.stringContaining('private network'),
    );
    await expect(form.getByText(WebhookMessages.events)).toBeVisible();
  },
};

/** Editing an endpoint: its values in the form, Save and Cancel. */
export const Editing: Story = {
  args: { editing: crmWebhook },
  play: async ({ canvasElement }) => {
    const form = within(
      within(canvasElement).getByRole('form', { name: `Edit the webhook to ${crmWebhook.url}` }),
    );
    await expect(form.getByLabelText(/^Receiver address/)).toHaveValue(crmWebhook.url);
    await expect(form.getByRole('checkbox', { name: /lead\.updated/ })).toBeChecked();
    await expect(form.getByRole('button', { name: 'Save webhook' })).toBeVisible();
  },
};

/** Delete asks first and says what goes with it. */
export const DeleteAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete webhook to CRM import' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Delete this webhook?' });
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete webhook' }));
    await expect(args.onDelete).toHaveBeenCalledWith(crmWebhook);
  },
};

/** Switching off and sending a test go to the container. */
export const SwitchOffAndTest: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Deliveries to CRM import' }));
    await expect(args.onToggle).toHaveBeenCalledWith(crmWebhook, false);
    await userEvent.click(canvas.getByRole('button', { name: 'Send test to CRM import' }));
    await expect(args.onTest).toHaveBeenCalledWith(crmWebhook);
  },
};

/** An endpoint's delivery log: retrying, delivered, given up, a test sent again. */
export const DeliveryLog: Story = {
  args: { selectedId: crmWebhook._id, log: { ...log, deliveries: crmDeliveries } },
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: /^Deliveries to / });
    const [, retrying, , , failed] = within(table).getAllByRole('row');
    await expect(retrying).toHaveTextContent(/Retrying.*503.*1210 ms.*2 of 9/);
    await expect(within(retrying!).queryByRole('button')).toBeNull();
    await expect(failed).toHaveTextContent(/Failed.*No answer within 5 s\..*9 of 9/);
    await userEvent.click(within(failed!).getByRole('button', { name: /^Send again/ }));
    await expect(args.log?.onResend).toHaveBeenCalledWith(crmDeliveries.items[3]);
  },
};

export const DeliveryLogEmpty: Story = {
  args: { selectedId: crmWebhook._id, log: { ...log, deliveries: noDeliveries } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^No deliveries yet\./)).toBeVisible();
  },
};

/** A phone: the tables scroll inside their boxes, the page never pans. */
export const Narrow: Story = {
  args: { selectedId: crmWebhook._id, log: { ...log, deliveries: crmDeliveries } },
  globals: { viewport: { value: 'narrow' } },
};
