import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ExperimentMessages } from '@/sdk/schemas/experiments';
import type { ExperimentResults } from '@/sdk/schemas/experiments';
import {
  ctaExperiment,
  experimentPages,
  experiments,
  heroExperiment,
  heroResults,
  noDataResults,
  oneDayResults,
  srmResults,
  variantKeptResults,
} from '@/src/fixtures/experiments';
import {
  ConsoleAt,
  currentAdmin,
  editorsNeedReview,
  failure,
  fails,
  hangs,
  loadRouteCode,
  ok,
  signedIn,
  signedInAs,
} from './consoleStory';
import { showsLoadError } from './statePlays';

// The Experiments screen (issue 45 item 3) as the app wires it: the list with the first
// experiment's results, each state of the results, the start form's refusals, the end that keeps
// the variant as a draft, and an editor while review is on, who reads but is not offered changes.

const meta = {
  title: 'Pages/Console/Experiments',
  tags: ['!autodocs'],
  loaders: [loadRouteCode],
  component: ConsoleAt,
  args: { path: '/manage-experiments' },
  beforeEach: signedIn,
  parameters: { router: false, a11y: { test: 'off' } },
} satisfies Meta<typeof ConsoleAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const LIST = '/api/experiments/getall';
const RESULTS = '/api/experiments/results';
const everyWidth = { viewports: ['narrow', 'tablet', 'desktop'] } as const;

/** The start form's reads: the pages to choose from and the FAQ for a FAQ block's variant. */
const formReads: HttpHandler[] = [
  http.post('/api/pages/getall', () => ok(experimentPages)),
  http.post('/api/faqSection/getall', () => ok([])),
];

/** The list, and `results` for whichever experiment is asked about. */
const screen = (results: ExperimentResults, list = experiments): HttpHandler[] => [
  currentAdmin,
  ...formReads,
  http.post(LIST, () => ok(list)),
  http.post(RESULTS, () => ok(results)),
];

const heading = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).findByRole('heading', { name }, { timeout: 5000 });

/** Running, results in: the first experiment's results under the list, the form below. */
export const Default: Story = {
  parameters: { visual: everyWidth, msw: screen(heroResults) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'The variant converts better');
    const table = within(canvas.getByRole('table', { name: /^Experiments/ }));
    await expect(table.getAllByRole('row')).toHaveLength(experiments.length + 1);
    await expect(
      table.getByRole('button', { name: `Results of ${heroExperiment.name}` }),
    ).toHaveAttribute('aria-pressed', 'true');
    const nav = within(canvas.getByRole('navigation', { name: 'Admin' }));
    await expect(nav.getByRole('link', { name: 'Experiments' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Keep the variant' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'New experiment' })).toBeVisible();
  },
};

/** Just started: no visitors yet, the sample each version needs. */
export const NoData: Story = {
  parameters: { msw: screen(noDataResults, [noDataResults.experiment]) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Still collecting: each version needs 2,000 visitors');
    await expect(
      within(canvasElement).getByText('Shown once both versions have visitors.'),
    ).toBeVisible();
  },
};

/** Another experiment chosen from the list: a day in, 30% to the variant. */
export const OneDay: Story = {
  parameters: {
    msw: [
      currentAdmin,
      ...formReads,
      http.post(LIST, () => ok(experiments)),
      http.post(RESULTS, async ({ request }) => {
        const { id } = (await request.json()) as { id: string };
        return ok(id === ctaExperiment.id ? oneDayResults : heroResults);
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: `Results of ${ctaExperiment.name}` }),
    );
    await heading(canvasElement, ctaExperiment.name);
    await expect(canvas.getByText(/^The one with fewer has 95 so far/)).toBeVisible();
    await expect(canvas.getByText('1 day')).toBeVisible();
  },
};

/** The visitors do not match the split: the warning, and no winner called. */
export const SrmFlagged: Story = {
  parameters: { visual: everyWidth, msw: screen(srmResults) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'The counts cannot be trusted');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      /do not match the split.*got 40\.0%/,
    );
  },
};

/** Ending keeps the variant after a confirmation: the draft to publish, linked. */
export const WinnerChosen: Story = {
  parameters: {
    msw: (() => {
      let ended = false;
      return [
        currentAdmin,
        ...formReads,
        http.post(LIST, () => ok(ended ? [variantKeptResults.experiment] : [heroExperiment])),
        http.post(RESULTS, () => ok(ended ? variantKeptResults : heroResults)),
        http.post('/api/experiments/end', () => {
          ended = true;
          return ok(variantKeptResults.experiment, ExperimentMessages.endedWithVariant);
        }),
      ];
    })(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'The variant converts better');
    await userEvent.click(canvas.getByRole('button', { name: 'Keep the variant' }));
    const dialog = await canvas.findByRole('dialog', { name: 'End it and keep the variant?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End and keep the variant' }));
    const link = await canvas.findByRole('link', { name: 'Open the page’s draft' });
    await expect(link).toHaveAttribute('href', '/update-page/page-1');
    await expect(canvas.queryByRole('button', { name: 'Keep the variant' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: [currentAdmin, ...formReads, hangs(LIST)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the experiments…')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: [currentAdmin, ...formReads, fails(LIST)] },
  play: async ({ canvasElement }) => showsLoadError(canvasElement, /^No experiments yet/),
};

/** The server's 400 beside the field it names, inside the variant's own block fields. */
export const CreateWithErrors: Story = {
  parameters: {
    msw: [
      ...screen(heroResults, []),
      http.post('/api/experiments/create', () =>
        failure(400, 'Please check the highlighted fields.', [
          { path: ['variant', 'cta'], message: 'Keep this under 40 characters.' },
        ]),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/^No experiments yet\./);
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Hero button: book a free demo');
    await userEvent.selectOptions(canvas.getByLabelText(/^Page/), 'for-coaching-institutes');
    await userEvent.selectOptions(canvas.getByLabelText(/^Block/), 'hero');
    const variant = within(canvas.getByRole('group', { name: 'The variant' }));
    const button = variant.getByLabelText(/^Button/);
    await userEvent.clear(button);
    await userEvent.type(button, 'Book a free demo');
    await userEvent.click(canvas.getByRole('button', { name: 'Start the experiment' }));
    await waitFor(() =>
      expect(button).toHaveAccessibleDescription(/Keep this under 40 characters/),
    );
    await expect(button).toHaveValue('Book a free demo');
  },
};

/** An editor while review is on reads the results; no start, no end, and the screen says why. */
export const EditorWhileReviewOn: Story = {
  parameters: {
    msw: [
      signedInAs('editor'),
      editorsNeedReview(true),
      http.post('/api/pages/getall', () => ok(experimentPages)),
      http.post(LIST, () => ok(experiments)),
      http.post(RESULTS, () => ok(heroResults)),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/^Review is on: only admins start and end experiments/),
    ).toBeVisible();
    await heading(canvasElement, 'The variant converts better');
    await expect(canvas.queryByRole('form', { name: 'New experiment' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Keep the variant' })).toBeNull();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  parameters: { msw: screen(heroResults) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'The variant converts better');
  },
};
