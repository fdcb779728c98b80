import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { featureTabsFixture } from '@/src/fixtures/siteContent';
import { FeatureTabs } from './FeatureTabs';

const meta = {
  title: 'Site/Landing/09 FeatureTabs',
  component: FeatureTabs,
  args: { tabs: featureTabsFixture },
} satisfies Meta<typeof FeatureTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const names = [
      'Live Classes',
      'Leaderboard',
      'Recorded Classes',
      'Teacher Onboarding',
      'Test Series',
    ];
    await expect(canvas.getAllByRole('tab').map((t) => t.textContent)).toEqual(names);
    await expect(canvas.getByRole('tab', { name: 'Live Classes' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Teach live to a full hall');
  },
};

/** Click and arrow keys switch tabs; each panel's Book A Meeting opens the modal. */
export const SwitchTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Leaderboard' }));
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Leaderboard');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Recorded Classes' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Recorded Classes');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Test Series');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Live Classes');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Test Series');
    // Each panel's call to action: a link to the lead page (the page's script opens the modal).
    await expect(canvas.getByRole('link', { name: 'Book A Meeting' })).toHaveAttribute(
      'data-lead-cta',
      'features: Book A Meeting',
    );
  },
};

/** No active tab: the section is left out. */
export const Empty: Story = {
  args: { tabs: [] },
  parameters: { note: 'Renders nothing: with no active tab the features section is left out.' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#feature')).toBeNull();
  },
};

export const Narrow: Story = {
  args: { defaultIndex: 3 },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
