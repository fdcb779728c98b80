import type { CampaignPageData } from '@/sdk/content';
import type { RenderContext } from './landingLoader';

/**
 * A page built from blocks at /<slug> (issue 44), read by the server's static handler only (the
 * browser hydrates from the page data), or null: no active page there, which the route draws as
 * the 404 page. The stored blocks' JSON text is left out of what the page carries: the blocks
 * come parsed beside it, and the browser would otherwise download them twice.
 */
export async function campaignPageLoader({
  params,
  context,
}: {
  params: { slug?: string };
  context?: unknown;
}): Promise<CampaignPageData | null> {
  const { loadPage } = context as RenderContext;
  if (!loadPage || !params.slug) return null;
  const data = await loadPage(params.slug);
  return data && { ...data, page: { ...data.page, blocks: '' } };
}
