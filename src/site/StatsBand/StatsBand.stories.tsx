import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { BusinessSection } from '@/sdk/content';
import { businessFixture } from '@/src/fixtures/siteContent';
import { StatsBand } from './StatsBand';

const meta = {
  title: 'Site/Landing/08 StatsBand',
  component: StatsBand,
  args: { business: businessFixture },
} satisfies Meta<typeof StatsBand>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stored values, each with '+', as the band shows them once it has counted up. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () => expect(canvas.getByTestId('count-Students')).toHaveTextContent('8,50,000+'),
      { timeout: 5000 },
    );
    await expect(canvas.getByTestId('count-Cities')).toHaveTextContent('250+');
    await expect(canvas.getByTestId('count-Teachers')).toHaveTextContent('12,000+');
  },
};

/** Zero at first; after 2 s the numbers count up to the stored values (motion allowed). */
export const CountsUp: Story = {
  parameters: { motion: 'allowed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('count-Cities')).toHaveTextContent('0+');
    await new Promise((r) => setTimeout(r, 1500));
    await expect(canvas.getByTestId('count-Cities')).toHaveTextContent('0+');
    await waitFor(
      () => expect(canvas.getByTestId('count-Students')).toHaveTextContent('8,50,000+'),
      {
        timeout: 5000,
      },
    );
    await expect(canvas.getByTestId('count-Cities')).toHaveTextContent('250+');
    await expect(canvas.getByTestId('count-Teachers')).toHaveTextContent('12,000+');
    await expect(canvas.getByTestId('count-Students')).toHaveTextContent('8,50,000+');
  },
};

export const Zeros: Story = {
  args: { business: BusinessSection.parse({ _id: 'b', cities: 0, teachers: 0, students: 0 }) },
};

/** The business call failed: the band is left out rather than show zeros. */
export const Empty: Story = {
  args: { business: null },
  parameters: { note: 'Renders nothing: a band of zeros would say the opposite of the truth.' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.stats-band')).toBeNull();
  },
};

export const Narrow: Story = {
  args: { delayMs: 0 },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
