import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { placeholderImage } from '@/src/fixtures/adminImages';
import { consoleNavigation, screensFor } from '../navigation';
import { AdminLayout } from './AdminLayout';

const meta = {
  title: 'Console/AdminLayout',
  component: AdminLayout,
  args: {
    navigation: consoleNavigation(),
    currentPath: '/manage-client',
    pageTitle: 'Manage Client',
    userName: 'Asha Kapoor',
    onLogout: fn(),
    onProfile: fn(),
    onSettings: fn(),
    children: <p>The page content goes here.</p>,
  },
  parameters: {
    docs: {
      description: {
        component:
          "The frame of every console screen: top bar with the user menu, side navigation (a drawer at 900 px and below), breadcrumb Home › More › page, and the page.\n\n**Do:** Use it once per screen, around the screen's content (AdminShell does).\n\n**Don't:** Don't add a second navigation inside a screen; new screens join consoleScreens and appear here.",
      },
    },
    router: { initialEntries: ['/manage-client'] },
  },
} satisfies Meta<typeof AdminLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Admin' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    await expect(labels).toEqual([
      ['Dashboard', '/dashboard'],
      ['Leads', '/leads'],
      ['Site Settings', '/site-settings'],
      ['Course', '/course'],
      ['Business Online', '/business-online'],
      ['Launch', '/launch'],
      ['Home', '/home'],
      ['E-learning', '/e-learning'],
      ['Why Choose Us', '/why-choose-us'],
      ['Create New Feature Tab', '/create-new-feature-tab'],
      ['Manage Feature Tabs', '/manage-feature-tabs'],
      ['Create New Question', '/create-new-faq'],
      ['Manage FAQ', '/manage-faqs'],
      ['Create New Client', '/create-new-client'],
      ['Manage Client', '/manage-client'],
      ['Create New Testimonial', '/create-new-testimonial'],
      ['Manage Testimonials', '/manage-testimonials'],
      ['Create New Page', '/create-new-page'],
      ['Pages', '/manage-pages'],
      ['Home page layout', '/manage-home-page'],
      ['Redirects', '/manage-redirects'],
      ['Experiments', '/manage-experiments'],
      ['Privacy Policy', '/edit-privacy-policy'],
      ['Terms and Conditions', '/edit-terms'],
      ['Refund Policy', '/edit-refund-policy'],
      ['Releases', '/releases'],
      ['Review', '/review'],
      ['Trash', '/trash'],
      ['Preview links', '/preview-links'],
      ['Users', '/users'],
      ['Audit log', '/audit-log'],
      ['My account', '/account'],
      ['Webhooks', '/webhooks'],
      ['API tokens', '/api-tokens'],
      ['API reference', '/api-reference'],
    ]);
    await expect(within(nav).getByRole('link', { name: 'Manage Client' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs).toHaveTextContent(/Home.*More.*Manage Client/);
    // Every crumb but the page itself is a link: Home to the start page, More to every screen.
    await expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(within(crumbs).getByRole('link', { name: 'More' })).toHaveAttribute(
      'href',
      '/more',
    );
    await expect(canvas.getByRole('link', { name: /start page/ })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Manage Client' })).toBeVisible();
  },
};

/** The user menu: Profile, Settings, Logout; Logout calls onLogout and closes the menu. */
export const UserMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Asha Kapoor' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Profile' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Settings' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
  },
};

/** The name with the role under it (its name reads "priya.verma editor"); the avatar's initials come from the name alone. */
export const NameAndRole: Story = {
  args: { userName: 'priya.verma', userRole: 'editor', onSettings: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'priya.verma editor' });
    await expect(button).toHaveTextContent('PV');
    await userEvent.click(button);
    // No Settings item without somewhere for it to go.
    await expect(canvas.queryByRole('button', { name: 'Settings' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

/** An update route highlights its list screen. */
export const UpdateRoute: Story = {
  args: { currentPath: '/update-testimonial/testimonial-2', pageTitle: 'Update Testimonial' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Admin' });
    await expect(within(nav).getByRole('link', { name: 'Manage Testimonials' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const WithAvatar: Story = {
  args: { avatarUrl: placeholderImage('AK', 64, 64) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Asha Kapoor' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    pageTitle: 'Create New Testimonial for the Spring Admissions Campaign 2025',
    userName: 'Aishwarya Venkataraman Subramanian',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** Below 900 px the navigation hides behind a menu button. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Admin' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  },
};

/** On a tablet (768 px) too. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Open navigation' }),
    ).toBeVisible();
  },
};

/** The menu button opens the navigation as a drawer; Escape closes it and refocuses the button. */
export const NarrowDrawerOpensAndCloses: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = canvas.getByRole('button', { name: 'Open navigation' });
    await userEvent.click(open);
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const nav = await canvas.findByRole('navigation', { name: 'Admin' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close navigation' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('navigation', { name: 'Admin' })).toBeNull());
    await expect(open).toHaveFocus();
  },
};

/** The drawer left open, as a reviewer sees it on a phone. */
export const NarrowDrawerOpen: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    await expect(await canvas.findByRole('link', { name: 'Manage Testimonials' })).toBeVisible();
  },
};

/** An editor's console: content and its own account; no dashboard, leads, users or audit log. */
export const EditorNavigation: Story = {
  args: {
    navigation: consoleNavigation(screensFor('editor')),
    userName: 'edna',
    userRole: 'editor',
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Admin' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'My account' })).toBeVisible();
    for (const hidden of ['Dashboard', 'Leads', 'Users', 'Audit log'])
      await expect(within(nav).queryByRole('link', { name: hidden })).toBeNull();
  },
};
