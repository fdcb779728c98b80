import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { settingsFixture } from '@/src/fixtures/siteContent';
import { Header } from './Header';

const meta = {
  title: 'Site/Header',
  component: Header,
  args: { settings: settingsFixture },
  decorators: [
    // Room below the bar so the open mega-menu is inside the story frame.
    (Story) => (
      <div style={{ minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Shiksha Plus home' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.getByRole('link', { name: 'About' })).toHaveAttribute(
      'href',
      '/#e-learning',
    );
    await expect(canvas.getByRole('link', { name: 'Service' })).toHaveAttribute(
      'href',
      '/#service',
    );
    await expect(canvas.getByRole('link', { name: 'Features' })).toHaveAttribute(
      'href',
      '/#feature',
    );
    await expect(canvas.getByRole('link', { name: /Call us/ })).toHaveAttribute(
      'href',
      'tel:+918040001234',
    );
    // A link to the lead page first; the page's script opens the modal for it (app/site/leadLinks.ts).
    const demo = canvas.getByRole('link', { name: 'Book a Demo' });
    await expect(demo).toHaveAttribute('href', '/book-a-demo?cta=header%3A%20Book%20a%20Demo');
    await expect(demo).toHaveAttribute('data-lead-cta', 'header: Book a Demo');
  },
};

/** Keyboard: ArrowDown opens the menu on its first link, Escape closes it and refocuses Product. */
export const ProductMenuByKeyboard: Story = {
  // About focus: the capture keeps it (the menu closes when focus leaves it).
  parameters: { visual: { focus: 'kept' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const product = canvas.getByRole('button', { name: 'Product' });
    product.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(product).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: /Live Classes/ })).toHaveFocus();
    await expect(canvas.getByText('Classroom')).toBeVisible();
    await expect(canvas.getByText('Office')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Fee Collection/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(product).toHaveAttribute('aria-expanded', 'false');
    await expect(product).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(product).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Tabbing onto Product opens the menu; tabbing on walks into its links. */
export const ProductMenuOnKeyboardFocus: Story = {
  // About focus: the capture keeps it (the menu closes when focus leaves it).
  parameters: { visual: { focus: 'kept' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('link', { name: 'Features' }).focus();
    await userEvent.tab();
    const product = canvas.getByRole('button', { name: 'Product' });
    await expect(product).toHaveFocus();
    await expect(product).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Live Classes/ })).toHaveFocus();
  },
};

/** Hover opens the menu; leaving closes it. */
export const ProductMenuOnHover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const product = canvas.getByRole('button', { name: 'Product' });
    await userEvent.hover(product);
    await expect(canvas.getByRole('link', { name: /Fee Collection/ })).toBeVisible();
    await userEvent.unhover(product);
    await expect(product).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Below 1000 px the navigation folds behind a Menu button. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByRole('link', { name: 'About' })).toBeNull();
  },
};

/** On a tablet (768 px) too. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Menu' })).toBeVisible();
  },
};

/** Menu opens the folded navigation, Book a Demo with it. */
export const NarrowMenuOpen: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'About' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Book a Demo' })).toBeVisible();
  },
};
