import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { apiTokens, createdApiToken } from '@/src/fixtures/integrations';
import { ApiTokensPanel } from './ApiTokensPanel';

const meta = {
  title: 'Console/ApiTokensPanel',
  component: ApiTokensPanel,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "The API tokens screen: make a token scoped to Read leads or Content with an expiry in days, copy it (shown once), see each token's scope, expiry, last use and revocation, and revoke one.\n\n**Do:** Name each token after the system that uses it, and give it the shortest expiry that works.\n\n**Don't:** Don't show a token again after it was dismissed (only its hash is stored), or revoke without asking.",
      },
    },
  },
  args: {
    tokens: apiTokens,
    onCreate: fn(),
    onRevoke: fn(),
    onCopy: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof ApiTokensPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An active token, a revoked one and an expired one. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'API tokens' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    const crm = within(table).getByRole('row', { name: /^CRM import/ });
    await expect(crm).toHaveTextContent(/Read leads.*Active/);
    await expect(
      within(table).getByRole('row', { name: /^Agency content sync/ }),
    ).toHaveTextContent(/Content.*Never.*Revoked/);
    await expect(within(table).getByRole('row', { name: /^Old dashboard/ })).toHaveTextContent(
      'Expired',
    );
  },
};

export const Empty: Story = {
  args: { tokens: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No API tokens yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { tokens: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the API tokens…')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: {
    tokens: null,
    loadError: { message: 'The API tokens could not be loaded.', requestId: 'req-9b1c' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('req-9b1c');
  },
};

/** Making a token: name, scope, days. */
export const CreateOne: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'New API token' }));
    await userEvent.type(form.getByLabelText(/^Name/), 'Reporting sheet');
    await userEvent.selectOptions(form.getByLabelText(/^Scope/), 'Content');
    const days = form.getByLabelText(/^Expires after \(days\)/);
    await userEvent.clear(days);
    await userEvent.type(days, '30');
    await userEvent.click(form.getByRole('button', { name: 'Create token' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      name: 'Reporting sheet',
      scope: 'content',
      days: 30,
    });
  },
};

/** Just made: the token, shown this once, to copy. */
export const TokenShownOnce: Story = {
  args: { created: createdApiToken },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('API token Reporting sheet')).toHaveValue(
      createdApiToken.token,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Copy token' }));
    await expect(args.onCopy).toHaveBeenCalledWith(createdApiToken.token);
  },
};

/** The days were out of range: the refusal stands beside the field. */
export const WithErrors: Story = {
  args: { errors: { days: 'A token lasts at most 365 days.', name: 'Give the token a name.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Expires after/)).toHaveAccessibleDescription(
      expect.stringContaining('at most 365 days'),
    );
    await expect(canvas.getByLabelText(/^Name/)).toBeInvalid();
  },
};

/** Revoke asks first, then stops the token. */
export const RevokeAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke CRM import' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Revoke this API token?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
    await expect(args.onRevoke).toHaveBeenCalledWith(apiTokens[0]);
  },
};

export const Narrow: Story = { globals: { viewport: { value: 'narrow' } } };
