import type { SiteSettings } from '@/sdk/content';
import { parseMarkdown } from '@/sdk/content';
import type { CampaignPageData, FaqItem, HomeContent, PolicyRecord } from '@/sdk/content';
import { POLICY_PATHS } from '@/sdk/content/sitePages';
import { LEAD_PAGE_PATH } from '@/sdk/schemas/leadConstants';
import { BANNER_IMAGE_SIZES } from '@/src/site/Banner';
import { defaultImageUrl, responsiveSources } from '@/src/site/SiteImage';
import { jsonInHtml } from './site/jsonInHtml';

/** What the server puts in a page's <head>: title, description, canonical, previews, JSON-LD. */
export interface PageMeta {
  title: string;
  description: string;
  /** Search engines keep out (login, console, 404). */
  noindex?: boolean;
  /** Structured data beside the Organization every page carries. */
  jsonLd?: unknown[];
  /** The social preview image: a stored path (uploads/...) or a site path; default /og-image.png. */
  image?: string;
  /** The first screen's largest picture (LCP): preloaded at high priority, at the drawn size. */
  lcpImage?: { path: string; sizes: string };
}

/** What a page's head is built from: the site settings, and the landing page's FAQ. */
export interface HeadData {
  settings: SiteSettings;
  /** The FAQ the landing page shows (empty elsewhere). */
  faqs?: readonly FaqItem[];
  /** The policy a policy page shows. */
  policy?: PolicyRecord;
  /** The landing page's home record (its banner gives the defaults). */
  home?: HomeContent | null;
  /** The page built from blocks a campaign page shows (issue 44). */
  campaign?: CampaignPageData;
}

/** Cut to a search snippet's length at a word boundary. */
const snippet = (text: string, max = 160) => {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, clean.lastIndexOf(' ', max - 1))}…`;
};

/** The first paragraph of a Markdown text, as plain words. */
function firstWords(markdown: string): string {
  const paragraph = parseMarkdown(markdown).find((block) => block.kind === 'paragraph');
  if (!paragraph || paragraph.kind !== 'paragraph') return '';
  const text = (parts: typeof paragraph.children): string =>
    parts.map((p) => (p.kind === 'text' ? p.text : text(p.children))).join('');
  return text(paragraph.children);
}

/** The landing page's FAQ section as schema.org FAQPage (the same items the accordion shows). */
const faqPage = (faqs: readonly FaqItem[]) => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: faqs.map(({ question, answer }) => ({
    '@type': 'Question',
    name: question,
    acceptedAnswer: { '@type': 'Answer', text: answer },
  })),
});

/** A policy page's head: the settings' SEO fields, else the stored policy's title and words. */
const policyMeta =
  (page: 'privacy' | 'terms' | 'refund') =>
  ({ settings, policy }: HeadData): PageMeta => {
    const title = policy?.title ?? 'Policy';
    const words = policy ? firstWords(policy.body) : '';
    return {
      title: settings[`${page}Title`] || `${title} | ${settings.brandName}`,
      description:
        settings[`${page}Description`] ||
        (words ? snippet(words) : `${title} of ${settings.legalName}.`),
      image: settings[`${page}Image`] || undefined,
    };
  };

/** The public pages the sitemap lists, with how their head is made. */
export const publicPages: Record<string, (data: HeadData) => PageMeta> = {
  '/': ({ settings, faqs = [], home }) => ({
    // The banner's words make a default title, cut to the 70 characters search results show.
    title:
      settings.homeTitle ||
      snippet(`${settings.brandName} | ${home?.bannerTitle || settings.tagline}`, 70),
    description: settings.homeDescription || snippet(home?.bannerSubTitle || settings.tagline),
    image: settings.homeImage || home?.bannerImage || undefined,
    lcpImage: home?.bannerImage ? { path: home.bannerImage, sizes: BANNER_IMAGE_SIZES } : undefined,
    jsonLd: faqs.length > 0 ? [faqPage(faqs)] : [],
  }),
  [POLICY_PATHS.privacy]: policyMeta('privacy'),
  [POLICY_PATHS.terms]: policyMeta('terms'),
  [POLICY_PATHS.refund]: policyMeta('refund'),
  // The lead page every call to action links to; its `?cta=` variants are the same page (canonical).
  [LEAD_PAGE_PATH]: ({ settings }) => ({
    title: `Book a Demo | ${settings.brandName}`,
    description: snippet(
      `Tell ${settings.brandName} about your institute and get a free consultation and a demo: ${settings.tagline}`,
    ),
  }),
};

/**
 * A page built from blocks (issue 44): its search title and description, else its title and its
 * opening hero's words; its picture for sharing (else the site's); kept out of search when the
 * editor says so. An opening hero's picture is the first screen's largest: preloaded at the size
 * the hero draws it (the banner's).
 */
export const campaignMeta = ({ settings, campaign }: HeadData): PageMeta => {
  if (!campaign) return notFoundMeta({ settings });
  const { page, blocks } = campaign;
  const opening = blocks.find((block) => !block.hidden);
  const hero = opening?.type === 'hero' ? opening : undefined;
  const words = hero?.text || hero?.title || settings.tagline;
  return {
    title: page.seoTitle || snippet(`${page.title} | ${settings.brandName}`, 70),
    description: page.seoDescription || snippet(words),
    noindex: !page.indexed,
    image: page.heroImage || undefined,
    lcpImage:
      hero && page.heroImage ? { path: page.heroImage, sizes: BANNER_IMAGE_SIZES } : undefined,
  };
};

/** Where the lead page's post lands: one visitor's moment, not a page for search. */
export const leadThanksMeta = ({ settings }: HeadData): PageMeta => ({
  title: `Thank you | ${settings.brandName}`,
  description: settings.tagline,
  noindex: true,
});

export const notFoundMeta = ({ settings }: HeadData): PageMeta => ({
  title: `Page not found | ${settings.brandName}`,
  description: settings.tagline,
  noindex: true,
});

export const consoleMeta = ({ settings }: HeadData): PageMeta => ({
  title: `${settings.brandName} console`,
  description: settings.tagline,
  noindex: true,
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Fetches the LCP picture with the HTML's first bytes instead of after the CSS: the same srcset and
 * sizes the <img> (or its WebP <source>) has, so the browser picks the same file and uses it.
 */
function lcpPreload(image: PageMeta['lcpImage']): string {
  if (!image) return '';
  const sources = responsiveSources(image.path);
  const attributes = sources
    ? [
        `imagesrcset="${escapeHtml(sources.webp ?? sources.fallback)}"`,
        `imagesizes="${escapeHtml(image.sizes)}"`,
        sources.webp ? 'type="image/webp"' : '',
      ]
    : [`href="${escapeHtml(defaultImageUrl(image.path))}"`];
  const tag = ['<link rel="preload" as="image"', ...attributes, 'fetchpriority="high" />'];
  return tag.filter(Boolean).join(' ');
}

/** Structured data, escaped so no content can end or break the element. */
const jsonScript = (value: unknown) =>
  `<script type="application/ld+json">${jsonInHtml(value)}</script>`;

/** The <head> tags of one page at `path`, with absolute URLs from `origin`. */
export function renderHead(
  meta: PageMeta,
  {
    origin,
    path,
    settings,
  }: {
    origin: string;
    path: string;
    settings: SiteSettings;
  },
): string {
  const url = `${origin}${path}`;
  const image = `${origin}/${(meta.image ?? 'og-image.png').replace(/^\/+/, '')}`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    lcpPreload(meta.lcpImage),
    meta.noindex ? '<meta name="robots" content="noindex" />' : '',
    meta.noindex ? '' : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml" />`,
    `<link rel="icon" href="/favicon.ico" sizes="32x32" />`,
    `<link rel="apple-touch-icon" href="/apple-touch-icon.png" />`,
    `<link rel="manifest" href="/manifest.webmanifest" />`,
    jsonScript({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: settings.brandName,
      legalName: settings.legalName,
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
      email: settings.salesEmail,
    }),
    ...(meta.jsonLd ?? []).map((value) => jsonScript(value)),
  ];
  return tags.filter(Boolean).join('\n    ');
}
