import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { testimonialFixtures } from '@/src/fixtures/adminContent';
import { storyImageUrl } from '@/src/fixtures/adminImages';
import { TestimonialTable } from './TestimonialTable';

const meta = {
  title: 'Admin/TestimonialTable',
  component: TestimonialTable,
  args: {
    testimonials: testimonialFixtures,
    imageUrl: storyImageUrl,
    onToggleStatus: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
  decorators: [(Story) => <div style={{ padding: '1rem' }}>{Story()}</div>],
} satisfies Meta<typeof TestimonialTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const headers = canvas
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[↕▲▼]/g, ''));
    await expect(headers).toEqual([
      'S.NO',
      'Person Name',
      'Image',
      'Desc',
      'Rating',
      'Status',
      'Action',
    ]);
    const photo = canvas.getByRole('img', { name: 'Priya Verma' });
    await expect(photo).toHaveAttribute('width', '60');
    await expect(photo).toHaveAttribute('height', '30');
    await expect(canvas.getByText('Our batches doubled after movi...')).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: /^Rated \d out of 5$/ })).toHaveLength(5);
    await userEvent.click(canvas.getByRole('switch', { name: 'Status of Rahul Mehta' }));
    await expect(args.onToggleStatus).toHaveBeenCalledWith(testimonialFixtures[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit testimonial of Anita Desai' }));
    await expect(args.onEdit).toHaveBeenCalledWith(testimonialFixtures[2]);
  },
};

export const DeleteAsksConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete testimonial of Imran Khan' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Delete this testimonial?' });
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(testimonialFixtures[3]);
  },
};

export const SortByRating: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Rating/ }));
    await expect(
      within(canvas.getAllByRole('row')[1]!).getByRole('img', { name: 'Rated 3 out of 5' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { testimonials: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No testimonials yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { testimonials: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading…')).toBeVisible();
  },
};
