import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { SITE_OWN_PAGES } from '@/sdk/content/sitePages';
import { LEAD_THANKS_PATH } from '@/sdk/schemas/leadConstants';
import type { ServerConfig } from '../config';
import { ssrEntryFor } from '../render/renderer';

/** The pages the site serves whatever the build: the landing page, the policies, the lead page. */
export const SITE_PAGES = [...SITE_OWN_PAGES.map((page) => page.path), LEAD_THANKS_PATH];

/**
 * The paths a beacon may name: the pages above, every page the public renderer lists
 * (`publicPages` of the built render bundle, which the sitemap lists too), and the pages built
 * from blocks that are live now (`builtPages`: their paths, issue 44). Anything else is refused,
 * so a script cannot fill the roll-ups with made-up pages.
 */
export function knownPages(
  config: Pick<ServerConfig, 'staticDir'>,
  builtPages: () => Promise<ReadonlySet<string>> = async () => new Set(),
) {
  let pages: Promise<Set<string>> | null = null;
  const load = async () => {
    const known = new Set<string>(SITE_PAGES);
    const entry = ssrEntryFor(config.staticDir);
    if (!existsSync(entry)) return known;
    try {
      const bundle = (await import(pathToFileURL(entry).href)) as {
        publicPages?: Record<string, unknown>;
      };
      for (const path of Object.keys(bundle.publicPages ?? {})) known.add(path);
    } catch {
      // No bundle to read: the fixed pages only.
    }
    return known;
  };
  return async (path: string): Promise<boolean> =>
    (await (pages ??= load())).has(path) || (await builtPages()).has(path);
}
