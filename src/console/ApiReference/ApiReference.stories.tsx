import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OPERATION_COUNT, openApiDocument } from '@/src/fixtures/apiReference';
import { ApiReference } from './ApiReference';

const meta = {
  title: 'Console/ApiReference',
  component: ApiReference,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "The API reference (issue 46): the API's own OpenAPI document, readable. Operations by group with method and path; opened, who may call it, the body's fields with their limits, and the answers; then the webhooks the site sends. The search narrows both as one types.\n\n**Do:** Give it the document the sdk parsed, and the address of the raw document for the download link.\n\n**Don't:** Don't describe an operation here by hand: a call missing from the reference is missing from the server's catalogue (sdk/openapi).",
      },
    },
  },
  args: {
    document: openApiDocument,
    documentUrl: '/api/openapi.json',
    onRetry: fn(),
  },
} satisfies Meta<typeof ApiReference>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The paths of the operations and webhooks listed, in order. */
const listedPaths = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('summary code')].map((code) => code.textContent);

const summaryOf = (canvasElement: HTMLElement, path: string) => {
  const summary = within(canvasElement).getByText(path, { selector: 'summary code' });
  return summary.closest('summary') as HTMLElement;
};

/** An excerpt of the real document; one operation opened: who may call it, its body, answers. */
export const Default: Story = {
  parameters: { visual: { viewports: ['narrow'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `${OPERATION_COUNT} operations in 7 groups, 4 webhooks.`,
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Leads' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Webhook deliveries this site sends' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download openapi.json' })).toHaveAttribute(
      'href',
      '/api/openapi.json',
    );
    await userEvent.click(summaryOf(canvasElement, '/api/admin/webhooks/create'));
    const body = await canvas.findByRole('list', {
      name: 'Fields of the body of /api/admin/webhooks/create',
    });
    const url = within(body).getByText('url').closest('li') as HTMLElement;
    await expect(url).toHaveTextContent(/url\s*string\s*required.*at most 2000 characters/);
    const events = within(body).getByText('events').closest('li') as HTMLElement;
    await expect(events).toHaveTextContent('1–3 items; each one of: lead.created, lead.updated');
    await expect(canvas.getByText(/Console sign-in \(x-admin-token header\)/)).toHaveTextContent(
      'admin',
    );
    const answers = canvas.getByRole('list', { name: 'Answers of /api/admin/webhooks/create' });
    await expect(answers).toHaveTextContent(/200.*400.*401.*403.*409.*500/);
  },
};

/** Typing narrows the list to the operations whose path, method, group or summary match. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search the reference' }), 'leads');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `4 of ${OPERATION_COUNT} operations and 0 of 4 webhooks match.`,
    );
    await expect(listedPaths(canvasElement)).toEqual([
      '/api/leads/create',
      '/api/leads/getall',
      '/api/leads/update',
      '/api/leads/export',
    ]);
    await expect(canvas.queryByRole('heading', { name: 'Webhooks' })).toBeNull();
    // Every word must match: a method narrows further.
    await userEvent.type(canvas.getByRole('searchbox'), ' export');
    await expect(listedPaths(canvasElement)).toEqual(['/api/leads/export']);
  },
};

/** Nothing matches: said plainly, with a way back to the whole list. */
export const EmptySearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search the reference' });
    await userEvent.type(search, 'invoices');
    await expect(canvas.getByRole('status')).toHaveTextContent('Nothing matches “invoices”.');
    await expect(listedPaths(canvasElement)).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the search' }));
    await expect(search).toHaveValue('');
    await expect(listedPaths(canvasElement)).toHaveLength(OPERATION_COUNT + 4);
    // Back to the state this story shows.
    await userEvent.type(search, 'invoices');
    await expect(canvas.getByRole('button', { name: 'Clear the search' })).toBeVisible();
    search.blur();
  },
};

/** A webhook opened: its signed headers and the payload's fields, nested as sent. */
export const WebhookPayload: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(summaryOf(canvasElement, 'lead.created'));
    await expect(
      await canvas.findByRole('list', { name: 'Headers of lead.created' }),
    ).toHaveTextContent('webhook-signature');
    const payload = canvas.getByRole('list', { name: 'Fields of lead.created' });
    await expect(within(payload).getByRole('list', { name: 'Fields of lead' })).toHaveTextContent(
      /status\s*string.*one of: new, contacted, qualified, closed, spam/,
    );
  },
};

export const Loading: Story = {
  args: { document: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the API reference…')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: {
    document: null,
    loadError: {
      message: 'The API reference could not be loaded. Please try again.',
      requestId: 'req-7f3a',
    },
  },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('req-7f3a');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
