import { useRouteLoaderData } from 'react-router-dom';
import { sdk } from '@/sdk';
import type { SiteSettings } from '@/sdk/content';

/** What every public page shows around its content: the site settings. */
export interface SiteData {
  settings: SiteSettings;
}

/** The public layout route's id, for `useRouteLoaderData`. */
export const SITE_ROUTE_ID = 'site';

/**
 * The site settings for every public page. On the server (app/entry-server.tsx) they come
 * straight from the database; in the browser (a client-rendered start) from the API.
 */
export async function siteLoader({ context }: { context?: unknown } = {}): Promise<SiteData> {
  const server = context as { loadSite?: () => Promise<SiteSettings> } | undefined;
  if (server?.loadSite) return { settings: await server.loadSite() };
  const [settings] = await sdk.settings.getAll();
  if (!settings) throw new Error('The site settings could not be loaded.');
  return { settings };
}

/** The site settings, inside any public page. */
export function useSiteSettings(): SiteSettings {
  const data = useRouteLoaderData(SITE_ROUTE_ID) as SiteData | undefined;
  if (!data) throw new Error('useSiteSettings is used outside the public site layout.');
  return data.settings;
}
