import { site } from '@/src/config/site';
import { faqItems } from '@/src/content/landing';
import { privacyPolicy, refundPolicy, termsAndConditions } from '@/src/content/policies';

/** What the server puts in a page's <head>: title, description, canonical, previews, JSON-LD. */
export interface PageMeta {
  title: string;
  description: string;
  /** Search engines keep out (login, console, 404). */
  noindex?: boolean;
  /** Structured data beside the Organization every page carries. */
  jsonLd?: unknown[];
}

/** The landing page's FAQ section as schema.org FAQPage (the same items the accordion shows). */
const faqPage = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: faqItems.map(({ question, answer }) => ({
    '@type': 'Question',
    name: question,
    acceptedAnswer: { '@type': 'Answer', text: answer },
  })),
};

const landingTitle = `${site.brand.name} | Teach online with live classes, courses and your own app`;
const landingDescription =
  'A learning management system for teachers and institutes: live classes, recorded courses, test series and your own student app.';

/** The public pages the sitemap lists, with their head. */
export const publicPages: Record<string, PageMeta> = {
  '/': { title: landingTitle, description: landingDescription, jsonLd: [faqPage] },
  '/privacy-policy': policyMeta(privacyPolicy.title),
  '/term-condition': policyMeta(termsAndConditions.title),
  '/refund-policy': policyMeta(refundPolicy.title),
};

function policyMeta(title: string): PageMeta {
  return {
    title: `${title} | ${site.brand.name}`,
    description: `${title} of ${site.brand.legalName}.`,
  };
}

export const notFoundMeta: PageMeta = {
  title: `Page not found | ${site.brand.name}`,
  description: landingDescription,
  noindex: true,
};

export const consoleMeta: PageMeta = {
  title: `${site.brand.name} console`,
  description: landingDescription,
  noindex: true,
};

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
  }: {
    origin: string;
    path: string;
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
      name: site.brand.name,
      legalName: site.brand.legalName,
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
      email: site.contact.salesEmail,
    }),
    ...(meta.jsonLd ?? []).map((value) => jsonScript(value)),
  ];
  return tags.filter(Boolean).join('\n    ');
}
