import type { LandingData } from './landing';
import { HOME_PAGE_SLUG, HOME_SECTION_CONTENT, HOME_SECTION_KEYS } from './landingSectionKeys';
import type { HomeSectionKey } from './landingSectionKeys';
import type { PageBlock } from './pageBlocks';

// `/` as a page of blocks (issue 44): its layout is the blocks of the page record at the address
// HOME_PAGE_SLUG, each a landingSection block, the banner first. A module without zod: the blocks'
// schema (./pageBlocks.ts) checks a layout's rules through layoutIssues, the server's read
// (./campaignPage.ts) turns the stored blocks into the sections `/` draws, and the console starts
// a new layout from defaultHomeBlocks.

export const HomeLayoutMessages = {
  bannerFirst: 'The banner opens the home page: it can only be the first block.',
  bannerHidden:
    'The banner holds the home page’s heading and picture: it cannot be hidden. Hide or move the sections after it.',
  sectionsOnly:
    'The home page holds the landing page’s sections only: this block belongs on a campaign page.',
  sectionTwice: 'This section is already on the home page: it holds each section once.',
  homeNeedsBanner:
    'The page at / is the home page’s layout: its first block is the banner. Open “Home page layout” in the console, or choose another address.',
  bannerOnlyHome:
    'Blocks that open with the banner are the home page’s layout: give the page the address / or remove the banner.',
} as const;

/** One problem of a page's blocks: the block's position, its field, what is wrong. */
export interface LayoutIssue {
  index: number;
  field: 'section' | 'type' | 'hidden';
  message: string;
}

/** A block as a builder may hold it while it is edited (not yet checked). */
type BlockLike = { readonly type: string; readonly section?: unknown };

const isBanner = (block: BlockLike) =>
  block.type === 'landingSection' && block.section === 'banner';

/** Whether blocks are a home layout: they open with the banner (the console asks it too). */
export const isHomeLayout = (blocks: readonly BlockLike[]): boolean =>
  blocks[0] !== undefined && isBanner(blocks[0]);

/**
 * The banner's rules on any page: first or nowhere, never hidden. Blocks that open with it are a
 * home layout: landing sections only, each once (hidden ones too: a layout has one row a section).
 */
export function layoutIssues(blocks: readonly PageBlock[]): LayoutIssue[] {
  const issues: LayoutIssue[] = [];
  blocks.forEach((block, index) => {
    if (!isBanner(block)) return;
    if (index > 0)
      issues.push({ index, field: 'section', message: HomeLayoutMessages.bannerFirst });
    else if (block.hidden)
      issues.push({ index, field: 'hidden', message: HomeLayoutMessages.bannerHidden });
  });
  if (!isHomeLayout(blocks)) return issues;
  const seen = new Set<string>();
  blocks.forEach((block, index) => {
    if (block.type !== 'landingSection') {
      issues.push({ index, field: 'type', message: HomeLayoutMessages.sectionsOnly });
      return;
    }
    if (seen.has(block.section) && !isBanner(block))
      issues.push({ index, field: 'section', message: HomeLayoutMessages.sectionTwice });
    seen.add(block.section);
  });
  return issues;
}

/** `/` as it is when no layout is stored: the banner and the eleven sections, all shown. */
export const defaultHomeBlocks = (): PageBlock[] =>
  HOME_SECTION_KEYS.map((section) => ({
    id: section,
    type: 'landingSection',
    section,
    hidden: false,
  }));

/**
 * The sections `/` shows for a stored layout, in order, or null when `/` draws its default: the
 * blocks are no home layout (they do not open with the banner, or break its rules), or they show
 * the twelve in the default order, which is `/` exactly as before (its page data the same too).
 */
export function homeSections(blocks: readonly PageBlock[]): HomeSectionKey[] | null {
  if (!isHomeLayout(blocks) || layoutIssues(blocks).length > 0) return null;
  const shown = blocks.flatMap((block) =>
    block.type === 'landingSection' && !block.hidden ? [block.section] : [],
  );
  const isDefault =
    shown.length === HOME_SECTION_KEYS.length &&
    shown.every((section, index) => section === HOME_SECTION_KEYS[index]);
  return isDefault ? null : shown;
}

/**
 * `/`'s content less what only hidden sections read (null, or no items), so the page data the
 * browser downloads carries none of it, nor the head the FAQ's markup of a hidden FAQ.
 */
export function shownContent(
  landing: LandingData,
  sections: readonly HomeSectionKey[],
): LandingData {
  const read = new Set(sections.map((section) => HOME_SECTION_CONTENT[section]));
  const entries = Object.entries(landing).map(([field, value]) => {
    if (read.has(field as keyof LandingData)) return [field, value];
    return [field, Array.isArray(value) ? [] : null];
  });
  return Object.fromEntries(entries) as LandingData;
}

/**
 * A page record's address and blocks together (the collection's recordRule, checked by the
 * server on every write): the record at HOME_PAGE_SLUG is `/`'s layout and opens with the banner,
 * and only it does. Without this, a layout at `/` without the banner was stored and silently not
 * drawn, and a campaign page's banner was stored and never shown. Blocks that do not parse are
 * the blocks field's own error, not this one.
 */
export function homeAddressIssue(
  slug: unknown,
  blocks: readonly BlockLike[] | null,
): { field: 'slug' | 'blocks'; message: string } | null {
  if (typeof slug !== 'string' || blocks === null) return null;
  const home = slug === HOME_PAGE_SLUG;
  if (home && !isHomeLayout(blocks))
    return { field: 'blocks', message: HomeLayoutMessages.homeNeedsBanner };
  if (!home && isHomeLayout(blocks))
    return { field: 'blocks', message: HomeLayoutMessages.bannerOnlyHome };
  return null;
}
