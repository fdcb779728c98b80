import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AltMessages } from '@/sdk/content/imageAlt';
import { placeholderImage, sampleImageFile } from '@/src/fixtures/adminImages';
import { blockForms } from '../blockForms';
import { BlockImageStoreContext } from './blockImageStore';
import type { BlockImageStore } from './blockImageStore';
import { PageBuilderPanel } from './PageBuilderPanel';
import { blockProblems, newBlock } from './pageBuilderBlocks';
import type { EditedBlock } from './pageBuilderBlocks';

interface ImageTextPanelProps {
  start: EditedBlock;
  onChange: () => void;
  /** Where the screen stores a picture (the API in the console; a stand-in here). */
  images: BlockImageStore;
}

/** The side panel of an image and text block, keeping its edits as the builder does. */
function ImageTextPanel({ start, onChange, images }: ImageTextPanelProps) {
  const [block, setBlock] = useState(start);
  return (
    <BlockImageStoreContext.Provider value={images}>
      <PageBuilderPanel
        block={block}
        position={3}
        problems={blockProblems(block)}
        onChange={(patch) => {
          setBlock((current) => ({ ...current, ...patch }));
          onChange();
        }}
        idPrefix="builder"
        disabled={false}
        faqs={[]}
      />
    </BlockImageStoreContext.Provider>
  );
}

const STORED = 'uploads/3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b-640w.png';
const REFUSAL = 'The file contains web page code (HTML, SVG or script) and was refused.';
/** The stored picture as the API host would serve it: a labelled stand-in, no binary file. */
const shownAt = (path: string) => `${placeholderImage('Stored picture', 240, 180)}#${path}`;

const meta = {
  title: 'Console/PageBuilder/ImageText',
  component: ImageTextPanel,
  args: {
    start: newBlock('imageText', 'pic'),
    onChange: fn(),
    images: { store: fn(async () => STORED), url: shownAt },
  },
  decorators: [(Story) => <div style={{ maxWidth: 480, padding: '1rem' }}>{Story()}</div>],
} satisfies Meta<typeof ImageTextPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const pictureInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(`${blockForms.imageText.fields.image.label} *`);

/**
 * A new block waits for its picture and its alt text, each problem beside its field; a file
 * chosen is stored at once and the block keeps the path the server answered.
 */
export const Upload: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose an image.')).toBeVisible();
    await expect(canvas.getByText(AltMessages.requiredOrDecorative)).toBeVisible();
    await userEvent.upload(pictureInput(canvasElement), sampleImageFile('classroom.png'));
    await expect(await canvas.findByText('Current image')).toBeVisible();
    await expect(canvas.queryByText('Choose an image.')).toBeNull();
    // The chosen file's preview gives way to the stored picture, served from the API host.
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Current Picture' })).toHaveAttribute(
        'src',
        expect.stringContaining(STORED),
      ),
    );
    await expect(args.images.store).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Alt text'), 'A class on a laptop');
    await expect(canvas.queryByText(AltMessages.requiredOrDecorative)).toBeNull();
  },
};

/** The server refuses the file (web page code in it): its words beside the field, no path kept. */
export const Refused: Story = {
  args: {
    images: {
      store: fn(async () => {
        throw new Error(REFUSAL);
      }),
      url: shownAt,
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(pictureInput(canvasElement), sampleImageFile('polyglot.png'));
    await expect(await canvas.findByText(REFUSAL)).toBeVisible();
    await expect(pictureInput(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
