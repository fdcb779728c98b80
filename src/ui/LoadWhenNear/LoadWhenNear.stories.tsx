import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { LoadWhenNear } from './LoadWhenNear';
import { lazyPart } from './lazyPart';

/** A stand-in for a carousel: its "code" arrives only when LoadWhenNear lets it render. */
const LoadedPart = lazyPart(async () => {
  const Part = ({ label }: { label: string }) => <p>{label}</p>;
  return Part;
});

const meta = {
  title: 'Shared parts/LoadWhenNear',
  component: LoadWhenNear,
  parameters: { layout: 'padded' },
  args: { children: <LoadedPart label="The part, loaded" /> },
} satisfies Meta<typeof LoadWhenNear>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In view: the part loads after the visitor's first activity (a scroll here). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    // Activity until the part shows: the story's effects may attach after the first event.
    await waitFor(() => {
      window.dispatchEvent(new Event('scroll'));
      expect(within(canvasElement).getByText('The part, loaded')).toBeVisible();
    });
  },
};

/** Far below the viewport: nothing loads until the visitor scrolls near it. */
export const FarBelow: Story = {
  render: (args) => (
    <>
      <div style={{ height: '3000px' }}>Scroll down</div>
      <LoadWhenNear {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByText('The part, loaded')).toBeNull();
    canvasElement.querySelector('.load-when-near')?.scrollIntoView();
    await expect(await canvas.findByText('The part, loaded')).toBeVisible();
  },
};
