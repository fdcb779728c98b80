import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ClientItem } from '@/sdk/content';
import { clientsFixture } from '@/src/fixtures/siteContent';
import { storySiteImageUrl } from '@/src/fixtures/siteImages';
import { ClientLogoStrip } from './ClientLogoStrip';

const meta = {
  title: 'Site/Landing/02 ClientLogoStrip',
  component: ClientLogoStrip,
  args: { clients: clientsFixture, imageUrl: storySiteImageUrl },
} satisfies Meta<typeof ClientLogoStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

const activeSlideName = (root: HTMLElement) =>
  root.querySelector('.swiper-slide-active img')?.getAttribute('alt');

/** Active logos only, each named by its stored alt text; the inactive eighth is not shown. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Apex Academy logo' })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'LearnWell logo' })).toBeNull();
  },
};

/** The pause control stops the rotation: the first slide stays put past the 2 s delay. */
export const Paused: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  // It tests the rotation, so the test runner leaves motion on (.storybook/test-runner.ts).
  parameters: { motion: 'allowed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause client logos' }));
    await expect(canvas.getByRole('button', { name: 'Play client logos' })).toBeVisible();
    const before = activeSlideName(canvasElement);
    await new Promise((r) => setTimeout(r, 2600));
    await expect(activeSlideName(canvasElement)).toBe(before);
  },
};

/** Playing, it moves on after 2 s (one logo per view at 360 px). */
export const Autoplay: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  parameters: { motion: 'allowed' },
  play: async ({ canvasElement }) => {
    const first = activeSlideName(canvasElement);
    await waitFor(() => expect(activeSlideName(canvasElement)).not.toBe(first), {
      timeout: 4000,
    });
  },
};

/** No active client: the strip is left out instead of showing an empty band. */
export const Empty: Story = {
  args: {
    clients: [
      ClientItem.parse({ _id: 'x', clientTitle: 'Hidden', clientImg: 'x.png', isActive: false }),
    ],
  },
  parameters: { note: 'Renders nothing: with no active client the strip is left out.' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.client-strip')).toBeNull();
  },
};

/** Two logos on a 360 px screen: one per view. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
