import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { campaignPageFixture, ctaBandBlockFixture } from '@/src/fixtures/campaignPage';
import { CtaBandBlock } from './CtaBandBlock';

const meta = {
  title: 'Site/Blocks/CtaBand',
  component: CtaBandBlock,
  args: {
    block: ctaBandBlockFixture,
    data: campaignPageFixture,
    headingId: 'block-8-title',
    first: false,
  },
} satisfies Meta<typeof CtaBandBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The heading, a line and the button to the lead form, named 'cta band: …' for attribution. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const cta = within(canvasElement).getByRole('link', { name: 'Book A Meeting' });
    await expect(cta).toHaveAttribute(
      'href',
      '/book-a-demo?cta=cta%20band%3A%20Book%20A%20Meeting',
    );
    await expect(cta).toHaveAttribute('data-lead-cta', 'cta band: Book A Meeting');
  },
};

/** No line under the heading. */
export const WithoutText: Story = { args: { block: { ...ctaBandBlockFixture, text: '' } } };

export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
