import type { FastifyRequest } from 'fastify';
import type { CampaignPageData } from '@/sdk/content';

/**
 * One version of a public page, drawn for a request by the server (issue 45 item 3: the arms of
 * the experiments running on it). The renderer keeps one rendered page per version (`key` joins
 * the page's cache key, and the early answers' question) and draws it from the page data as this
 * version shows it, so the HTML and the data the browser hydrates from are the same version.
 */
export interface PageVariant {
  /** Added to the page's cache key: requests with the same key get the same bytes. */
  key: string;
  /** The page's Cache-Control (a version drawn per visitor must not sit in a shared cache). */
  cacheControl: string;
  /** The page at /<slug> as this version shows it, made from the published one. */
  page: (slug: string, published: CampaignPageData | null) => CampaignPageData | null;
}

/** The version of a page a request sees; null for the page as published (today's key). */
export type PageVariants = (request: FastifyRequest) => Promise<PageVariant | null>;

/** No versions: every request sees the published page. */
export const publishedOnly: PageVariants = () => Promise.resolve(null);
