import { z } from 'zod';
import { ALL_FIELDS_REQUIRED, requiredText } from '../schemas/common';
import type { ClientItem } from './clients';
import { defineCollection } from './define';
import type { FaqItem } from './faqs';
import { homeAddressIssue } from './homeLayout';
import type { LandingData } from './landing';
import { HOME_PAGE_SLUG, pagePath } from './landingSectionKeys';
import { PageBlocks } from './pageBlocks';
import type { PageBlock } from './pageBlocks';
import { longText, text } from './textFields';
import { SITE_OWN_PAGES } from './sitePages';
import type { TestimonialItem } from './testimonials';
import { boolean, image, status } from './valueFields';

// Pages built from blocks (issue 44): a campaign page per audience, made by an editor from the
// block types of ./pageBlocks.ts and served at /<slug>. A page is a collection item like a FAQ
// entry, so drafts, preview, releases, history, trash and review apply to it unchanged. Its
// blocks are one JSON text: a multipart form carries text, and a draft or a version compares
// and stores a record's fields as they are.

/** The first segment of each of the site's own pages (`/` has none). */
const SITE_PAGE_SEGMENTS = SITE_OWN_PAGES.map(({ path }) => path.split('/')[1] ?? '').filter(
  Boolean,
);

/**
 * The first path segments a page may not take: what the server answers before any page (the
 * API, files, health probes: server/test/authMatrix.test.ts checks every route it registers), the
 * site's own pages (./sitePages.ts), and the console's screens
 * (src/console/consoleScreens/reservedPaths.test.ts checks each against this list and the
 * prefixes below).
 */
export const RESERVED_SLUGS: readonly string[] = [
  // The server's own routes and files.
  'api',
  'uploads',
  'assets',
  'preview',
  'admin',
  'healthz',
  'readyz',
  'robots.txt',
  'sitemap.xml',
  'manifest.webmanifest',
  'favicon.ico',
  ...SITE_PAGE_SEGMENTS,
  // The console's screens (besides the manage-, create-, update- and edit- ones).
  'login',
  'reset-password',
  'more',
  'pages',
  'dashboard',
  'leads',
  'site-settings',
  'course',
  'business-online',
  'launch',
  'home',
  'e-learning',
  'why-choose-us',
  'releases',
  'review',
  'trash',
  'preview-links',
  'history',
  'users',
  'audit-log',
  'account',
  'webhooks',
  'api-tokens',
  'api-reference',
];
/** Console screens are named like these (`/manage-faqs`, `/create-new-faq`, `/edit-terms`). */
export const RESERVED_PREFIXES: readonly string[] = ['manage-', 'create-', 'update-', 'edit-'];

/** Whether a first path segment belongs to the site or the console. */
export const isReservedSegment = (segment: string): boolean =>
  RESERVED_SLUGS.includes(segment) || RESERVED_PREFIXES.some((start) => segment.startsWith(start));

/** A page's address: /<slug>, lower-case words joined by hyphens. */
export const PageSlug = requiredText(80)
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'Use lower-case letters, digits and single hyphens, such as for-coaching-institutes.',
  )
  .refine(
    (slug) => !isReservedSegment(slug),
    'This address belongs to the site or the console; choose another.',
  );

/**
 * A page record's address: a campaign page's slug, or HOME_PAGE_SLUG for the record that holds
 * `/`'s layout (its blocks open with the banner: ./homeLayout.ts). A slug's own messages stay.
 */
export const PageAddress = z.string({ error: ALL_FIELDS_REQUIRED }).transform((value, context) => {
  if (value.trim() === HOME_PAGE_SLUG) return HOME_PAGE_SLUG;
  const parsed = PageSlug.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    context.addIssue({ code: 'custom', message: issue.message });
  return z.NEVER;
});

/** The longest blocks text a page takes: the longest field of any declaration. */
export const PAGE_BLOCKS_MAX_LENGTH = 200_000;

/** The blocks as the form sends them: JSON text of PageBlocks. Errors name the block. */
export const PageBlocksText = z
  .string({ error: 'Send the blocks as JSON text.' })
  .max(PAGE_BLOCKS_MAX_LENGTH, 'The page is too long: at most 200,000 characters of blocks.')
  .superRefine((text, context) => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      context.addIssue({ code: 'custom', message: 'The blocks are not valid JSON.' });
      return;
    }
    const parsed = PageBlocks.safeParse(value);
    if (parsed.success) return;
    const issue = parsed.error.issues[0];
    const index = typeof issue?.path[0] === 'number' ? issue.path[0] : null;
    const where = index === null ? '' : `Block ${index + 1}: `;
    context.addIssue({ code: 'custom', message: `${where}${issue?.message ?? 'Invalid blocks.'}` });
  });

/**
 * A page's fields, each once (./fields.ts): its address and blocks keep their own writes (a slug
 * or '/'; JSON text of PageBlocks), the rest are plain builders.
 */
export const pageFieldList = {
  slug: text({ max: 80, write: PageAddress, sample: 'for-coaching-institutes' }),
  title: text({ max: 120 }),
  seoTitle: text({ max: 70, required: false }),
  seoDescription: longText({ max: 160, required: false }),
  /** Search engines may list it (a campaign page for one mailing may opt out). */
  indexed: boolean({ optional: true, visitor: false }),
  blocks: longText({ max: PAGE_BLOCKS_MAX_LENGTH, write: PageBlocksText, sample: '[]' }),
  // Drawn by the hero block and shared as the page's Open Graph picture.
  heroImage: image({ required: false, alt: 'mayBeDecorative' }),
  isActive: status(),
};

export const pages = defineCollection({
  key: 'pages',
  api: '/api/pages',
  idField: 'pageId',
  fields: pageFieldList, // item, create and images follow from the list
  strict: true,
  order: 'newest',
  unique: { slug: 'Another page already uses this address: choose another.' },
  servedAt: (page) => pagePath(String(page.slug)),
  // The record at `/` is the home page's layout, and only it opens with the banner.
  recordRule: (page) => homeAddressIssue(page.slug, blocksIn(page.blocks)),
  screens: { list: '/manage-pages', create: '/create-new-page', update: '/update-page' },
  notFound: 'No page with this id.',
});

/** Creating a page: the image is an optional file part. */
export const PageCreate = pages.writeFields;
export type PageCreate = z.infer<typeof PageCreate>;

export const PageItem = pages.item;
export type PageItem = z.infer<typeof PageItem>;

/** The blocks of a record's blocks text as far as their types go; null when it is no list. */
function blocksIn(text: unknown): { type: string; section?: unknown }[] | null {
  if (typeof text !== 'string') return null;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every((block) => typeof block?.type === 'string')
      ? (value as { type: string; section?: unknown }[])
      : null;
  } catch {
    return null;
  }
}

/** A stored page's blocks; a text that no longer parses reads as no blocks (never a 500). */
export function readPageBlocks(text: string): PageBlock[] {
  try {
    const parsed = PageBlocks.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/**
 * What the server hands the site to draw one page (server/render/siteContent.ts): the page, its
 * visible blocks already read, and the collection items and landing content its blocks show
 * (empty when no block shows them).
 */
export interface CampaignPageData {
  page: PageItem;
  blocks: PageBlock[];
  clients: ClientItem[];
  testimonials: TestimonialItem[];
  faqs: FaqItem[];
  /**
   * The landing page's content its landingSection blocks show, read as `/` reads it: only the
   * fields those sections are drawn from (./landingSectionKeys.ts), nothing for the others.
   */
  landing: Partial<LandingData>;
}
