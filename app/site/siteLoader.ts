import type { SiteSettings } from '@/sdk/content';
import type { RenderContext } from './landingLoader';

/** What every public page shows around its content: the site settings. */
export interface SiteData {
  settings: SiteSettings;
}

/** The public layout route's id, to find its data among a render's loader data. */
export const SITE_ROUTE_ID = 'site';

/**
 * The site settings for every public page, run by the server's static handler only (straight
 * from the database); the browser hydrates them from the page data the server wrote.
 */
export async function siteLoader({ context }: { context?: unknown }): Promise<SiteData> {
  return { settings: await (context as RenderContext).loadSite() };
}
