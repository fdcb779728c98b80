import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Markdown } from './Markdown';

const meta = {
  title: 'Shared parts/Markdown',
  component: Markdown,
  parameters: { layout: 'padded' },
  args: {
    source: [
      '## 2. How We Use Your Information',
      '',
      'We note where a visit came from (utm_source, utm_medium and utm_campaign) and **nothing more**.',
      '',
      '- Replies to your *enquiry*',
      '- Questions? Write to privacy@vidyora.in or read the [terms](/term-condition).',
      '',
      '1. first',
      '2. second',
    ].join('\n'),
  },
} satisfies Meta<typeof Markdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A policy section: the words between underscores stay words (CommonMark), lists and links. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/utm_source, utm_medium and utm_campaign/)).toBeVisible();
    await expect(canvasElement.querySelector('em')?.textContent).toBe('enquiry');
    await expect(canvas.getByRole('link', { name: 'privacy@vidyora.in' })).toHaveAttribute(
      'href',
      'mailto:privacy@vidyora.in',
    );
    await expect(canvas.getByRole('link', { name: 'terms' })).toHaveAttribute(
      'href',
      '/term-condition',
    );
    await expect(canvas.getAllByRole('list')).toHaveLength(2);
  },
};

/** Text that must never run: HTML is shown as typed, an unsafe link keeps only its words. */
export const HostileText: Story = {
  args: { source: 'Hi <img src=x onerror=alert(1)> and [click](javascript:alert(1))' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/<img src=x onerror=alert\(1\)>/)).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Nothing written yet: nothing drawn (the console's preview of an empty text). */
export const Empty: Story = {
  args: { source: '' },
  parameters: { note: 'Renders nothing: an empty text draws no paragraph, heading or list.' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p, h2, ul')).toBeNull();
  },
};
