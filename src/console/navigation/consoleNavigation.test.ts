import { describe, expect, it } from 'vitest';
import type { ContentKey } from '@/sdk/content';
import { contentEntries } from '../contentScreens';
import { consoleScreens } from '../consoleScreens';
import { consoleNavigation, screenTitle, screensFor } from '.';

/** The declarations whose menu the spec (section 2) and issue 14 fix; later ones are checked below. */
const PINNED: readonly ContentKey[] = [
  'settings',
  'course',
  'business',
  'launch',
  'home',
  'eLearning',
  'whyChoose',
  'featureTabs',
  'faqs',
  'clients',
  'testimonials',
  'privacyPolicy',
  'termsPolicy',
  'refundPolicy',
];
const pinnedScreens = consoleScreens.filter((s) => !s.content || PINNED.includes(s.content));

describe('the console navigation, built from the one list of screens', () => {
  it("shows the spec's eight entries (section 2) plus the screens issue 14 added, grouped", () => {
    expect(consoleNavigation(pinnedScreens)).toEqual([
      {
        title: null,
        items: [
          { label: 'Dashboard', path: '/dashboard' },
          { label: 'Leads', path: '/leads', alsoFor: ['/leads/contacts/'] },
        ],
      },
      { title: 'Site', items: [{ label: 'Site Settings', path: '/site-settings' }] },
      {
        title: 'Pages',
        items: [
          { label: 'Course', path: '/course' },
          { label: 'Business Online', path: '/business-online' },
          { label: 'Launch', path: '/launch' },
          { label: 'Home', path: '/home' },
          { label: 'E-learning', path: '/e-learning' },
          { label: 'Why Choose Us', path: '/why-choose-us' },
        ],
      },
      {
        title: 'Feature Tabs',
        items: [
          { label: 'Create New Feature Tab', path: '/create-new-feature-tab' },
          {
            label: 'Manage Feature Tabs',
            path: '/manage-feature-tabs',
            alsoFor: ['/update-feature-tab/'],
          },
        ],
      },
      {
        title: 'FAQ',
        items: [
          { label: 'Create New Question', path: '/create-new-faq' },
          { label: 'Manage FAQ', path: '/manage-faqs', alsoFor: ['/update-faq/'] },
        ],
      },
      {
        title: 'Clients',
        items: [
          { label: 'Create New Client', path: '/create-new-client' },
          { label: 'Manage Client', path: '/manage-client', alsoFor: ['/update-client/'] },
        ],
      },
      {
        title: 'Testimonials',
        items: [
          { label: 'Create New Testimonial', path: '/create-new-testimonial' },
          {
            label: 'Manage Testimonials',
            path: '/manage-testimonials',
            alsoFor: ['/update-testimonial/'],
          },
        ],
      },
      {
        title: 'Policies',
        items: [
          { label: 'Privacy Policy', path: '/edit-privacy-policy' },
          { label: 'Terms and Conditions', path: '/edit-terms' },
          { label: 'Refund Policy', path: '/edit-refund-policy' },
        ],
      },
      // Issue 44 item 4 (here without the pages collection, which opens the group before it).
      {
        title: 'Campaign pages',
        items: [
          { label: 'Home page layout', path: '/manage-home-page' },
          { label: 'Redirects', path: '/manage-redirects' },
          { label: 'Experiments', path: '/manage-experiments' },
        ],
      },
      {
        title: 'Publishing',
        items: [
          { label: 'Releases', path: '/releases' },
          { label: 'Review', path: '/review' },
          { label: 'Trash', path: '/trash' },
          { label: 'Preview links', path: '/preview-links' },
        ],
      },
      {
        title: 'Team',
        items: [
          { label: 'Users', path: '/users' },
          { label: 'Audit log', path: '/audit-log' },
          { label: 'My account', path: '/account' },
        ],
      },
      {
        title: 'Integrations',
        items: [
          { label: 'Webhooks', path: '/webhooks' },
          { label: 'API tokens', path: '/api-tokens' },
          { label: 'API reference', path: '/api-reference' },
        ],
      },
    ]);
  });

  it('keeps the pages built from blocks, the home page’s layout and their redirects in a group of their own (issue 44)', () => {
    const group = consoleNavigation().find((g) => g.title === 'Campaign pages');
    expect(group?.items.map((item) => item.label)).toEqual([
      'Create New Page',
      'Pages',
      'Home page layout',
      'Redirects',
      'Experiments',
    ]);
  });

  it("lists every declaration's screens under its group, updates reached from their list", () => {
    const navigation = consoleNavigation();
    for (const { definition, screens } of contentEntries) {
      const group = navigation.find((g) => g.title === screens.group);
      const paths = group?.items.map((item) => item.path) ?? [];
      const expected =
        definition.kind === 'singleton'
          ? [definition.screen]
          : [definition.screens.create, definition.screens.list];
      expect(paths, definition.key).toEqual(expect.arrayContaining(expected));
    }
  });

  it('shows an editor the content and its own account only: no leads, users or audit log', () => {
    const paths = consoleNavigation(screensFor('editor')).flatMap((group) =>
      group.items.map((item) => item.path),
    );
    expect(paths).toContain('/manage-client');
    expect(paths).toContain('/account');
    // Issue 37: editors group drafts into releases, restore from the trash and share previews;
    // the review queue and its switch are the admins'.
    for (const shown of [
      '/releases',
      '/trash',
      '/preview-links',
      '/manage-redirects',
      '/manage-experiments',
    ])
      expect(paths).toContain(shown);
    for (const hidden of [
      '/dashboard',
      '/leads',
      '/users',
      '/audit-log',
      '/review',
      '/webhooks',
      '/api-tokens',
      '/api-reference',
    ])
      expect(paths).not.toContain(hidden);
    expect(screensFor('admin')).toHaveLength(consoleScreens.length);
  });

  it('routes every screen of the spec, each path once, update forms by id', () => {
    const paths = consoleScreens.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining(['/update-client/:id', '/update-testimonial/:id', '/home']),
    );
  });

  it("lists a contact's page under no menu entry: Leads stays highlighted there", () => {
    const items = consoleNavigation().flatMap((g) => g.items);
    expect(items.map((i) => i.path)).not.toContain('/leads/contacts/:id');
    expect(items.find((i) => i.path === '/leads')?.alsoFor).toEqual(['/leads/contacts/']);
  });

  it("lists a record's history under no menu entry: it is reached from a form", () => {
    const paths = consoleNavigation().flatMap((group) => group.items.map((item) => item.path));
    expect(consoleScreens.some((s) => s.path === '/history')).toBe(true);
    expect(paths).not.toContain('/history');
  });

  it('titles an update form by its own name, not its list', () => {
    const update = consoleScreens.find((s) => s.path === '/update-testimonial/:id');
    expect(update && screenTitle(update)).toBe('Update Testimonial');
  });
});
