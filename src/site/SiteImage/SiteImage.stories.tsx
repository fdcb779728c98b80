import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteImage } from './SiteImage';

const uuid = '3f2c1a9e-0b7d-4c1e-9a55-7d0c2b1e4f60';
/** A 1600 px JPEG as the server stores it: its width in the name promises the variants. */
const withVariants = `uploads/${uuid}-1600w.jpg`;

/**
 * Stands in for the server: each file is a picture that says which one it is (width and
 * format), so the canvas shows which candidate the browser picked.
 */
function labelledImageUrl(path: string): string {
  const name = path.split('/').pop() ?? path;
  const [, width = 'original', format = ''] = /-(\d+)\.(\w+)$/.exec(name) ?? [];
  const label = `${width} px ${format}`.trim();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400"><rect width="640" height="400" fill="#e7e9fb"/><text x="320" y="210" font-size="48" font-family="sans-serif" fill="#1b1f5e" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const meta = {
  title: 'Site/SiteImage',
  component: SiteImage,
  args: {
    path: withVariants,
    alt: 'A classroom on a laptop screen',
    width: 640,
    height: 400,
    sizes: '320px',
    imageUrl: labelledImageUrl,
  },
  // The addon's own axe run would overlap the test runner's after these short play functions.
  parameters: { a11y: { test: 'off' } },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SiteImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An upload with variants: a WebP <source> and JPEG fallbacks, each at 480, 960 and 1440 px. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole<HTMLImageElement>('img', {
      name: 'A classroom on a laptop screen',
    });
    const source = canvasElement.querySelector('picture > source');
    await expect(source).toHaveAttribute('type', 'image/webp');
    await expect(source).toHaveAttribute('sizes', '320px');
    await expect(source?.getAttribute('srcset')?.split(', ')).toHaveLength(4);
    await expect(img).toHaveAttribute('sizes', '320px');
    await expect(img.getAttribute('srcset')).toMatch(/ 480w, .* 960w, .* 1440w, .* 1600w$/);
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', '640');
  },
};

/** A stored WebP: it is its own fallback, so the <img> carries the srcset and there is no source. */
export const WebpOriginal: Story = {
  args: { path: `uploads/${uuid}-1200w.webp` },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img');
    await expect(canvasElement.querySelector('source')).toBeNull();
    await expect(img.getAttribute('srcset')?.split(', ')).toEqual([
      `${labelledImageUrl(`uploads/${uuid}-1200w-480.webp`)} 480w`,
      `${labelledImageUrl(`uploads/${uuid}-1200w-960.webp`)} 960w`,
      `${labelledImageUrl(`uploads/${uuid}-1200w.webp`)} 1200w`,
    ]);
  },
};

/** Stored before variants existed (or an SVG logo): one file, exactly as before. */
export const WithoutVariants: Story = {
  args: { path: `uploads/${uuid}.jpg` },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img');
    await expect(canvasElement.querySelector('picture')).toBeNull();
    await expect(img).not.toHaveAttribute('srcset');
    await expect(img).not.toHaveAttribute('sizes');
    await expect(img).toHaveAttribute('src', labelledImageUrl(`uploads/${uuid}.jpg`));
  },
};

/** The banner: the page's largest first-screen picture loads at once and before the others. */
export const Priority: Story = {
  args: { loading: 'eager', fetchPriority: 'high' },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img');
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
  },
};

/** No picture stored: a box of the same shape keeps the layout, hidden from assistive tech. */
export const Empty: Story = {
  args: { path: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    const box = canvasElement.querySelector('.site-image--placeholder');
    await expect(box).toHaveAttribute('aria-hidden', 'true');
    await expect(box?.getBoundingClientRect().height).toBe(200);
  },
};
