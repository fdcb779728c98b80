import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BLOCK_IMAGE_PATH, BlockImageMessages } from '@/sdk/schemas/blockImage';
import { Experiment, ExperimentMessages } from '@/sdk/schemas/experiments';
import type { ExperimentCreate } from '@/sdk/schemas/experiments';
import { sampleImageFile } from '@/src/fixtures/adminImages';
import { noDataResults } from '@/src/fixtures/experiments';
import { imageTextFixture, pictureCampaignPageFixture } from '@/src/fixtures/pageBuilder';
import {
  ConsoleAt,
  currentAdmin,
  failure,
  loadRouteCode,
  ok,
  signedIn,
  storedFiles,
} from './consoleStory';

// The Experiments screen as the app wires it, testing an image and text block's picture: the
// variant's picture is uploaded through the page builder's route (POST /api/pages/block-image)
// and the experiment starts with the stored path it answered.

const STORED = 'uploads/7c4e2b19-0d3a-4f6e-8b5c-2a1d9e8f7c6b-640w.png';
const REFUSAL = 'The file contains web page code (HTML, SVG or script) and was refused.';

/** What the screen sent: the uploads' part names and the create's body. */
const sent = { uploads: [] as string[][], created: null as ExperimentCreate | null };

const meta = {
  title: 'Pages/Console/Experiments/Picture',
  tags: ['!autodocs'],
  loaders: [loadRouteCode],
  component: ConsoleAt,
  args: { path: '/manage-experiments' },
  // Signed in, nothing sent yet (the stories share the module: the runner switches stories).
  beforeEach: () => {
    sent.uploads = [];
    sent.created = null;
    return signedIn();
  },
  parameters: { router: false },
} satisfies Meta<typeof ConsoleAt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The experiment the server starts, just started: listed, its results still collecting. */
const started = Experiment.parse({
  ...noDataResults.experiment,
  id: 'exp-picture',
  name: 'Classroom picture: a teacher',
  page: pictureCampaignPageFixture.slug,
  blockId: imageTextFixture.id,
  blockType: 'imageText',
  variant: { ...imageTextFixture, image: STORED },
});

const reads = [
  currentAdmin,
  storedFiles,
  http.post('/api/pages/getall', () => ok([pictureCampaignPageFixture])),
  http.post('/api/faqSection/getall', () => ok([])),
  http.post('/api/experiments/getall', () => ok(sent.created ? [started] : [])),
  http.post('/api/experiments/results', () => ok({ ...noDataResults, experiment: started })),
];

/** Picks the picture block and uploads a file for its variant's picture. */
async function uploadForTheVariant(canvasElement: HTMLElement, file: string) {
  const canvas = within(canvasElement);
  const name = await canvas.findByLabelText(/^Name/, undefined, { timeout: 5000 });
  await userEvent.type(name, 'Classroom picture: a teacher');
  await userEvent.selectOptions(canvas.getByLabelText(/^Page/), pictureCampaignPageFixture.slug);
  await userEvent.selectOptions(canvas.getByLabelText(/^Block/), imageTextFixture.id);
  const variant = within(canvas.getByRole('group', { name: 'The variant' }));
  const input = variant.getByLabelText('Picture *');
  await userEvent.upload(input, sampleImageFile(file));
  return { canvas, variant, input };
}

/** The variant's picture stored through the block picture route; the start carries its path. */
export const VariantPictureUploaded: Story = {
  parameters: {
    msw: [
      ...reads,
      http.post(BLOCK_IMAGE_PATH, async ({ request }) => {
        sent.uploads.push([...(await request.formData()).keys()]);
        return ok({ path: STORED }, BlockImageMessages.stored);
      }),
      http.post('/api/experiments/create', async ({ request }) => {
        sent.created = (await request.json()) as ExperimentCreate;
        return ok(started, ExperimentMessages.started);
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const { canvas, variant } = await uploadForTheVariant(canvasElement, 'teacher.png');
    await waitFor(() =>
      expect(variant.getByRole('img', { name: 'Current Picture' })).toHaveAttribute(
        'src',
        expect.stringMatching(new RegExp(`/${STORED}$`)),
      ),
    );
    await expect(sent.uploads).toEqual([['image']]);
    await userEvent.click(canvas.getByRole('button', { name: 'Start the experiment' }));
    await waitFor(() => expect(sent.created?.variant).toMatchObject({ image: STORED }));
    await expect(
      await canvas.findByRole('button', { name: `Results of ${started.name}` }),
    ).toBeVisible();
  },
};

/** The route refuses the file (415): the server's words beside the variant's picture field. */
export const VariantPictureRefused: Story = {
  parameters: {
    msw: [...reads, http.post(BLOCK_IMAGE_PATH, () => failure(415, REFUSAL))],
  },
  play: async ({ canvasElement }) => {
    const { variant, input } = await uploadForTheVariant(canvasElement, 'polyglot.png');
    await expect(await variant.findByText(REFUSAL)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};
