import type { SiteSettings } from '@/sdk/content';
import type { FaqItem, PolicyRecord } from '@/sdk/content';

/** What the server puts in a page's <head>: title, description, canonical, previews, JSON-LD. */
export interface PageMeta {
  title: string;
  description: string;
  /** Search engines keep out (login, console, 404). */
  noindex?: boolean;
  /** Structured data beside the Organization every page carries. */
  jsonLd?: unknown[];
}

/** What a page's head is built from: the site settings, and the landing page's FAQ. */
export interface HeadData {
  settings: SiteSettings;
  /** The FAQ the landing page shows (empty elsewhere). */
  faqs?: readonly FaqItem[];
  /** The policy a policy page shows. */
  policy?: PolicyRecord;
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

const landingDescription =
  'A learning management system for teachers and institutes: live classes, recorded courses, test series and your own student app.';

/** A policy page's head: the stored policy's own title. */
function policyMeta({ settings, policy }: HeadData): PageMeta {
  const title = policy?.title ?? 'Policy';
  return {
    title: `${title} | ${settings.brandName}`,
    description: `${title} of ${settings.legalName}.`,
  };
}

/** The public pages the sitemap lists, with how their head is made. */
export const publicPages: Record<string, (data: HeadData) => PageMeta> = {
  '/': ({ settings, faqs = [] }) => ({
    title: `${settings.brandName} | Teach online with live classes, courses and your own app`,
    description: landingDescription,
    jsonLd: faqs.length > 0 ? [faqPage(faqs)] : [],
  }),
  '/privacy-policy': policyMeta,
  '/term-condition': policyMeta,
  '/refund-policy': policyMeta,
};

export const notFoundMeta = ({ settings }: HeadData): PageMeta => ({
  title: `Page not found | ${settings.brandName}`,
  description: landingDescription,
  noindex: true,
});

export const consoleMeta = ({ settings }: HeadData): PageMeta => ({
  title: `${settings.brandName} console`,
  description: landingDescription,
  noindex: true,
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON inside <script>: `<` escaped so no content can close the element. */
const jsonScript = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

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
  const image = `${origin}/og-image.png`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
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
