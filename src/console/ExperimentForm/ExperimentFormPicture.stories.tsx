import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleImageFile, storyImageUrl } from '@/src/fixtures/adminImages';
import { imageTextFixture, pictureCampaignPageFixture } from '@/src/fixtures/pageBuilder';
import { BlockImageStoreContext } from '../PageBuilder';
import type { BlockImageStore } from '../PageBuilder';
import { ExperimentForm } from './ExperimentForm';
import type { ExperimentFormProps } from './ExperimentForm';

// An image and text block's variant tests another picture (issue 45 item 3): the variant's
// picture field is the page builder's, uploading through the screen's store as the page form
// does (POST /api/pages/block-image in the console; a stand-in here).

type PictureFormProps = ExperimentFormProps & { images: BlockImageStore };

/** The form inside the store the experiments screen provides. */
function PictureForm({ images, ...form }: PictureFormProps) {
  return (
    <BlockImageStoreContext.Provider value={images}>
      <ExperimentForm {...form} />
    </BlockImageStoreContext.Provider>
  );
}

const STORED = 'uploads/7c4e2b19-0d3a-4f6e-8b5c-2a1d9e8f7c6b-640w.png';
const REFUSAL = 'The file contains web page code (HTML, SVG or script) and was refused.';
/** A stored picture as the API host would serve it: a stand-in named by its file, no binary. */
const shownAt = (path: string) => `${storyImageUrl(path)}#${path}`;

const meta = {
  title: 'Console/ExperimentForm/Picture',
  component: PictureForm,
  parameters: { layout: 'padded' },
  args: {
    pages: [pictureCampaignPageFixture],
    onStart: fn(),
    images: { store: fn(async () => STORED), url: shownAt },
  },
} satisfies Meta<typeof PictureForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The picture block chosen: its variant starts with the live block's picture. */
const chooseThePicture = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Name/), 'Classroom picture: a teacher');
  await userEvent.selectOptions(canvas.getByLabelText(/^Page/), pictureCampaignPageFixture.slug);
  await userEvent.selectOptions(canvas.getByLabelText(/^Block/), imageTextFixture.id);
  const variant = within(canvas.getByRole('group', { name: 'The variant' }));
  await expect(variant.getByRole('img', { name: 'Current Picture' })).toHaveAttribute(
    'src',
    expect.stringContaining(imageTextFixture.image),
  );
  return { canvas, variant, input: variant.getByLabelText('Picture *') };
};

/** A new picture uploaded for the variant: stored at once, and the variant starts with its path. */
export const VariantPicture: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, variant, input } = await chooseThePicture(canvasElement);
    await userEvent.upload(input, sampleImageFile('teacher.png'));
    await waitFor(() =>
      expect(variant.getByRole('img', { name: 'Current Picture' })).toHaveAttribute(
        'src',
        expect.stringContaining(STORED),
      ),
    );
    await expect(args.images.store).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Start the experiment' }));
    await expect(args.onStart).toHaveBeenCalledWith(
      expect.objectContaining({
        page: pictureCampaignPageFixture.slug,
        blockId: imageTextFixture.id,
        variant: expect.objectContaining({ id: imageTextFixture.id, image: STORED }),
      }),
    );
  },
};

/** The upload refused (web page code in the file): its words beside the field, nothing kept. */
export const VariantPictureRefused: Story = {
  args: {
    images: {
      store: fn(async () => {
        throw new Error(REFUSAL);
      }),
      url: shownAt,
    },
  },
  play: async ({ canvasElement, args }) => {
    const { canvas, variant, input } = await chooseThePicture(canvasElement);
    await userEvent.upload(input, sampleImageFile('polyglot.png'));
    await expect(await variant.findByText(REFUSAL)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(variant.getByRole('img', { name: 'Current Picture' })).toHaveAttribute(
      'src',
      expect.stringContaining(imageTextFixture.image),
    );
    // Still the live block's picture: the variant would test nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Start the experiment' }));
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};
