import { readLinkGroups, writeLinkGroups } from '@/sdk/content/linkLines';
import { HOME_PAGE_SLUG, pagePath } from '@/sdk/content';
import type { PageItem } from '@/sdk/content';
import { SECTION_ANCHORS, sectionHref } from '@/sdk/content/sectionAnchors';
import { SITE_OWN_PAGES } from '@/sdk/content/sitePages';

// The menu editor's rows over link lines (sdk/content/linkLines.ts). The stored value stays the
// text: this module only reads it into rows and writes rows back with the sdk's own reader and
// writer, and asks the same reader what is wrong with a row, so its messages are the sdk's.

/** Where a link goes, as the editor chose it: a page, a landing section, or any address. */
export type LinkTarget = 'page' | 'section' | 'web';

/** A page a link may point at. */
export interface MenuPage {
  title: string;
  /** Its address on this site: `/for-schools`. */
  path: string;
  /** False while the page is switched off (a visitor gets the 404 page there). */
  live?: boolean;
}

/**
 * The pages a menu may link to: the site's own (home, the lead page, the policies), then the
 * pages built in the console, switched-off ones too (a menu may be ready before its page is live).
 */
export const menuPages = (built: readonly PageItem[]): MenuPage[] => [
  ...SITE_OWN_PAGES,
  // The record at `/` is the home page's layout, offered above as Home, not a page of its own.
  ...built
    .filter((page) => page.slug !== HOME_PAGE_SLUG)
    .map((page) => ({ title: page.title, path: pagePath(page.slug), live: page.isActive })),
];

export interface MenuLink {
  /** Stable across moves, for React and for focus. */
  key: string;
  label: string;
  href: string;
  /** Set once the editor picks a kind; a link read from text takes it from its address. */
  target?: LinkTarget;
}

export interface MenuGroup {
  key: string;
  title: string;
  links: MenuLink[];
}

/** The landing sections a link may jump to, from the ids the site's sections carry. */
export const sectionChoices = Object.values(SECTION_ANCHORS).map((anchor) => ({
  name: anchor.name,
  href: sectionHref(anchor),
}));

/** What kind of row shows a link: an address that is no known page or section is an address. */
export function targetOf(link: MenuLink, pages: readonly MenuPage[]): LinkTarget {
  if (link.target) return link.target;
  if (sectionChoices.some((section) => section.href === link.href)) return 'section';
  return pages.some((page) => page.path === link.href) ? 'page' : 'web';
}

/** The rows of a text, or the sdk's message when it cannot be shown as rows (never guessed). */
export type MenuRead = { groups: MenuGroup[]; problem?: undefined } | { problem: string };

/**
 * Reads link lines into rows. A flat menu (the header's) is one untitled group; group titles in
 * it would be dropped by the rows, so such a text stays text rather than lose them.
 */
export function readMenu(text: string, grouped: boolean, newKey: () => string): MenuRead {
  const { groups, error } = readLinkGroups(text);
  if (error) return { problem: `Line ${error.line}: ${error.message}` };
  if (!grouped && groups.some((group) => group.title))
    return { problem: 'These links have group titles (## lines), which this menu does not show.' };
  const rows = groups.map((group) => ({
    key: newKey(),
    title: group.title,
    links: group.links.map((link) => ({ key: newKey(), ...link })),
  }));
  return { groups: grouped || rows.length > 0 ? rows : [{ key: newKey(), title: '', links: [] }] };
}

/**
 * Writes rows back as link lines. A grouped menu's untitled group is written as a `##` line with
 * no title, which the schema refuses ("A group needs a title."): written without one, its links
 * would silently join the group above.
 */
export function writeMenu(groups: readonly MenuGroup[], grouped: boolean): string {
  return writeLinkGroups(
    groups.map((group) => ({
      title: grouped ? group.title.trim() || ' ' : '',
      links: group.links.map((link) => ({ label: link.label.trim(), href: link.href.trim() })),
    })),
  );
}

/** What is wrong with one link, in the words the settings form uses for its line. */
export const linkProblem = (link: Pick<MenuLink, 'label' | 'href'>): string | undefined =>
  readLinkGroups(`${link.label} | ${link.href}`).error?.message;

/** What is wrong with a group's title. */
export const titleProblem = (title: string): string | undefined =>
  readLinkGroups(`## ${title}`).error?.message;

/** The address a link gets when the editor switches its kind: the first choice of that kind. */
export function hrefFor(target: LinkTarget, link: MenuLink, pages: readonly MenuPage[]): string {
  if (target === 'page') return pages[0]?.path ?? '';
  if (target === 'section') return sectionChoices[0]?.href ?? '';
  return link.href.startsWith('http') ? link.href : 'https://';
}

/** A row moved by one place (the console's one list move); unchanged at either end. */
export { movedBy as moved } from '../listMoves';
