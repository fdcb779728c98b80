import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { API_DESCRIPTION_PATH } from '@/sdk/schemas/openApi';
import { OPERATION_COUNT } from '@/src/fixtures/apiReference';
import excerpt from '@/src/fixtures/openApiDocument.json';
import { ConsoleAt, currentAdmin, failedWithId, loadRouteCode, signedIn } from './consoleStory';
import { showsLoadError } from './statePlays';

// The API reference screen (issue 46) as the app wires it: the sdk GETs the OpenAPI document,
// which MSW answers with the excerpt of the real one: loaded, slow, failed. That editors neither
// see nor open it: src/console/navigation/consoleNavigation.test.ts and AdminShell's guard.

const meta = {
  title: 'Pages/Console/API reference',
  // A page, not a component: no docs page of its own.
  tags: ['!autodocs'],
  loaders: [loadRouteCode],
  component: ConsoleAt,
  args: { path: '/api-reference' },
  beforeEach: signedIn,
  parameters: { router: false, a11y: { test: 'off' } },
} satisfies Meta<typeof ConsoleAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const described = http.get(API_DESCRIPTION_PATH, () => HttpResponse.json(excerpt));

export const Loaded: Story = {
  parameters: {
    msw: [currentAdmin, described],
    visual: { viewports: ['narrow', 'tablet', 'desktop'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Sign-in' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `${OPERATION_COUNT} operations in 7 groups, 4 webhooks.`,
    );
    const nav = canvas.getByRole('navigation', { name: 'Admin' });
    await expect(within(nav).getByRole('link', { name: 'API reference' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Download openapi.json' })).toHaveAttribute(
      'href',
      API_DESCRIPTION_PATH,
    );
    await userEvent.type(canvas.getByRole('searchbox'), 'api-tokens');
    await expect(canvas.getByRole('status')).toHaveTextContent(/^2 of /);
  },
};

export const Slow: Story = {
  parameters: {
    msw: [
      currentAdmin,
      http.get(API_DESCRIPTION_PATH, async () => {
        await delay('infinite');
        return HttpResponse.json(excerpt);
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Loading the API reference…'),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: [
      currentAdmin,
      http.get(API_DESCRIPTION_PATH, () => failedWithId(500, 'Something went wrong.')),
    ],
  },
  play: async ({ canvasElement }) => showsLoadError(canvasElement, /operations in/),
};
