import { contentDefinitionList } from '@/sdk/content';
import type { ContentKey, DeclaredContent } from '@/sdk/content';
import type { Area } from '@/sdk/schemas/users';

// The one list of console screens: the router (app/console/consoleRoutes.tsx) makes a route of each, the side
// navigation an entry (src/console/navigation). Content screens come from the declarations, so a
// new collection or section adds its screens here by being declared. Paths and roles only: the
// labels live in src/console/contentScreens, which loads with the console, not with the site.

/** What a screen is: a hand-written page, a section's form, or one of a collection's three. */
export type ConsoleScreenRole =
  | 'dashboard'
  | 'leads'
  // Issue 38: one contact's enquiries, owner, follow-up and timeline.
  | 'contact'
  | 'users'
  | 'audit'
  | 'account'
  | 'singleton'
  | 'list'
  | 'create'
  | 'update'
  // Issue 37: publishing drafts together, review, the trash, shared previews, a record's history.
  | 'releases'
  | 'review'
  | 'trash'
  | 'previewLinks'
  | 'history'
  // Issue 38: what other systems hear (webhooks) and may call (API tokens).
  | 'webhooks'
  | 'apiTokens'
  // Issue 46: the API's reference, read from its OpenAPI document.
  | 'apiReference'
  // Issue 44 item 2: `/`'s layout, opened in the page builder.
  | 'homeLayout'
  // Issue 44 item 4: old addresses that answer 301.
  | 'redirects'
  // Issue 45 item 3: one block of a live page tested against a variant.
  | 'experiments';

export interface ConsoleScreen {
  /** The route, as the spec names it ('/manage-client'); an update form ends in '/:id'. */
  path: string;
  role: ConsoleScreenRole;
  /** The declaration a content screen edits (`clients`, `home`). */
  content?: ContentKey;
  /**
   * The permission area it needs (sdk/schemas/users Permissions): the console shows a screen only
   * to roles the server lets use it.
   */
  area: Area;
}

function contentScreens(definition: DeclaredContent): ConsoleScreen[] {
  const content = definition.key;
  if (definition.kind === 'singleton')
    return [{ path: definition.screen, role: 'singleton', content, area: 'content' }];
  const { create, list, update } = definition.screens;
  return [
    { path: create, role: 'create', content, area: 'content' },
    { path: list, role: 'list', content, area: 'content' },
    { path: `${update}/:id`, role: 'update', content, area: 'content' },
  ];
}

/** Every console screen, in the side navigation's order. */
export const consoleScreens: readonly ConsoleScreen[] = [
  // The dashboard counts leads, so it is the leads area's (an editor starts at the content).
  { path: '/dashboard', role: 'dashboard', area: 'leads' },
  { path: '/leads', role: 'leads', area: 'leads' },
  // Reached from the inbox ("2nd enquiry", a grouped row), not the menu.
  { path: '/leads/contacts/:id', role: 'contact', area: 'leads' },
  ...contentDefinitionList.flatMap(contentScreens),
  // Beside the pages (the navigation's Pages group). 'manage-' keeps a page or a redirect from
  // taking the address (sdk/content/pages.ts RESERVED_PREFIXES).
  { path: '/manage-home-page', role: 'homeLayout', area: 'content' },
  { path: '/manage-redirects', role: 'redirects', area: 'content' },
  // Read by the content role; starting and ending one is publishing (usePublishRights).
  { path: '/manage-experiments', role: 'experiments', area: 'content' },
  { path: '/releases', role: 'releases', area: 'content' },
  // Waiting drafts and the "editors need review" switch: whoever may send drafts back.
  { path: '/review', role: 'review', area: 'review' },
  { path: '/trash', role: 'trash', area: 'content' },
  { path: '/preview-links', role: 'previewLinks', area: 'content' },
  // Reached from a form, the audit log or the trash (?key=&id=, or ?version=), not the menu.
  { path: '/history', role: 'history', area: 'content' },
  { path: '/users', role: 'users', area: 'users' },
  { path: '/audit-log', role: 'audit', area: 'audit' },
  { path: '/account', role: 'account', area: 'account' },
  { path: '/webhooks', role: 'webhooks', area: 'integrations' },
  { path: '/api-tokens', role: 'apiTokens', area: 'integrations' },
  // The document is public; the screen is for those who wire other systems to the site: admins.
  { path: '/api-reference', role: 'apiReference', area: 'integrations' },
];
