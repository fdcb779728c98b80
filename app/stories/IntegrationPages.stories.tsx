import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiTokenMessages } from '@/sdk/schemas/apiTokens';
import { WebhookMessages } from '@/sdk/schemas/webhooks';
import {
  apiTokens,
  createdApiToken,
  createdWebhook,
  crmDeliveries,
  webhooks,
} from '@/src/fixtures/integrations';
import {
  ConsoleAt,
  answers,
  currentAdmin,
  endsSession,
  failure,
  fails,
  hangs,
  loadRouteCode,
  ok,
  signedIn,
  signedInAs,
} from './consoleStory';
import { showsLoadError, signsOut } from './statePlays';

// The Webhooks and API tokens screens (issue 38) as the app wires them, one MSW handler set per
// state: loaded, empty, slow, error, signed out, and the server's answers to a create.

const meta = {
  title: 'Pages/Console/Webhooks and API tokens',
  // A page, not a component: no docs page of its own.
  tags: ['!autodocs'],
  // The screen's code is loaded before the story renders (consoleStory.tsx).
  loaders: [loadRouteCode],
  component: ConsoleAt,
  args: { path: '/webhooks' },
  beforeEach: signedIn,
  parameters: { router: false, a11y: { test: 'off' } },
} satisfies Meta<typeof ConsoleAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const WEBHOOKS = '/api/admin/webhooks/getall';
const TOKENS = '/api/admin/api-tokens/getall';

export const WebhooksLoaded: Story = {
  parameters: {
    msw: [
      currentAdmin,
      answers(WEBHOOKS, webhooks),
      answers('/api/admin/webhooks/deliveries/getall', crmDeliveries),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Webhooks' });
    await within(table).findByRole('rowheader', { name: /CRM import/ });
    await expect(within(table).getAllByRole('row')).toHaveLength(webhooks.length + 1);
    const nav = canvas.getByRole('navigation', { name: 'Admin' });
    await expect(within(nav).getByRole('link', { name: 'API tokens' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Deliveries to CRM import' }));
    const log = await canvas.findByRole('table', { name: /^Deliveries to .* \(5\)$/ });
    await expect(within(log).getAllByRole('row')).toHaveLength(6);
  },
};
export const WebhooksEmpty: Story = {
  parameters: { msw: [currentAdmin, answers(WEBHOOKS, [])] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^No webhooks yet\./)).toBeVisible();
  },
};
export const WebhooksSlow: Story = {
  parameters: { msw: [currentAdmin, hangs(WEBHOOKS)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the webhooks…')).toBeVisible();
  },
};
export const WebhooksError: Story = {
  parameters: { msw: [currentAdmin, fails(WEBHOOKS)] },
  play: async ({ canvasElement }) => showsLoadError(canvasElement, /^No webhooks yet/),
};
export const WebhooksSignedOut: Story = {
  parameters: { msw: [currentAdmin, endsSession(WEBHOOKS)] },
  play: async ({ canvasElement }) => signsOut(canvasElement),
};

/** The server refuses a private address: its words beside the address, nothing lost. */
export const WebhookAddressRefused: Story = {
  parameters: {
    msw: [
      currentAdmin,
      answers(WEBHOOKS, []),
      http.post('/api/admin/webhooks/create', () =>
        failure(400, WebhookMessages.privateAddress, [
          { path: ['url'], message: WebhookMessages.privateAddress },
        ]),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const address = await canvas.findByLabelText(/^Receiver address/);
    await userEvent.type(address, 'http://10.0.0.5/hooks');
    await userEvent.click(canvas.getByRole('button', { name: 'Add webhook' }));
    await waitFor(() =>
      expect(address).toHaveAccessibleDescription(expect.stringContaining('private network')),
    );
    await expect(address).toHaveValue('http://10.0.0.5/hooks');
  },
};

/** Added: the secret is shown once, the list read again; dismissed, it is gone. */
export const WebhookAdded: Story = {
  parameters: {
    msw: [
      currentAdmin,
      answers(WEBHOOKS, webhooks),
      http.post('/api/admin/webhooks/create', () => ok(createdWebhook, WebhookMessages.created)),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Receiver address/), createdWebhook.url);
    await userEvent.click(canvas.getByRole('button', { name: 'Add webhook' }));
    const secret = await canvas.findByLabelText(`Signing secret of ${createdWebhook.url}`);
    await expect(secret).toHaveValue(createdWebhook.secret);
    await expect(canvas.getByLabelText(/^Receiver address/)).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'I have stored it' }));
    await expect(canvas.queryByDisplayValue(createdWebhook.secret)).toBeNull();
  },
};

const tokensAt = { args: { path: '/api-tokens' } };
export const TokensLoaded: Story = {
  ...tokensAt,
  parameters: { msw: [currentAdmin, answers(TOKENS, apiTokens)] },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'API tokens' });
    await within(table).findByRole('rowheader', { name: /^CRM import/ });
    await expect(within(table).getAllByRole('row')).toHaveLength(apiTokens.length + 1);
  },
};
export const TokensEmpty: Story = {
  ...tokensAt,
  parameters: { msw: [currentAdmin, answers(TOKENS, [])] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No API tokens yet.')).toBeVisible();
  },
};
export const TokensSlow: Story = {
  ...tokensAt,
  parameters: { msw: [currentAdmin, hangs(TOKENS)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the API tokens…')).toBeVisible();
  },
};
export const TokensError: Story = {
  ...tokensAt,
  parameters: { msw: [currentAdmin, fails(TOKENS)] },
  play: async ({ canvasElement }) => showsLoadError(canvasElement, /^No API tokens yet/),
};
export const TokensSignedOut: Story = {
  ...tokensAt,
  parameters: { msw: [currentAdmin, endsSession(TOKENS)] },
  play: async ({ canvasElement }) => signsOut(canvasElement),
};

/** Made: the token shown once above the form, which starts afresh. */
export const TokenCreated: Story = {
  ...tokensAt,
  parameters: {
    msw: [
      currentAdmin,
      answers(TOKENS, apiTokens),
      http.post('/api/admin/api-tokens/create', () =>
        ok(createdApiToken, ApiTokenMessages.created),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Name/), 'Reporting sheet');
    await userEvent.click(canvas.getByRole('button', { name: 'Create token' }));
    await expect(await canvas.findByLabelText('API token Reporting sheet')).toHaveValue(
      createdApiToken.token,
    );
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue('');
  },
};

/** An editor sees neither screen in the navigation, and /webhooks sends them elsewhere. */
export const EditorSeesNoIntegrations: Story = {
  parameters: { msw: [signedInAs('editor'), http.post('/api/*/getall', () => ok([]))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Admin' });
    await expect(within(nav).getByRole('link', { name: 'My account' })).toBeVisible();
    for (const hidden of ['Webhooks', 'API tokens'])
      await expect(within(nav).queryByRole('link', { name: hidden })).toBeNull();
    await expect(canvas.queryByRole('table', { name: 'Webhooks' })).toBeNull();
    // Issue 47: said in words, not a silent redirect to another screen.
    await expect(
      await canvas.findByRole('heading', { name: 'You don’t have access to Webhooks' }),
    ).toBeVisible();
  },
};
