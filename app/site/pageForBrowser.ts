import { shownContent } from '@/sdk/content/homeLayout';
import { HOME_SECTION_KEYS } from '@/sdk/content/landingSectionKeys';
import { landingSectionScripts } from '@/src/site/LandingPage';
import type { SitePage } from './sitePage';

/**
 * The page data the browser is sent (app/entry-server.tsx writes it into the page): `/` without
 * the content of the sections it keeps as the server's HTML (landingSectionScripts). The browser
 * never draws those again (src/ui/ServerHtml), so their content was bytes every visitor downloaded
 * for nothing: 4.9 of the 13 KB of JSON with the demo content (the banner, services and app
 * banners' home record, the course, launch, About e-learning and Why Teachers Choose Us copy).
 * The server renders the page and its head from the whole page, before this is made.
 */
export function pageForBrowser(page: SitePage): SitePage {
  if (page.name !== 'landing') return page;
  const hydrated = (page.sections ?? HOME_SECTION_KEYS).filter(
    (section) => landingSectionScripts[section] !== 'none',
  );
  return { ...page, landing: shownContent(page.landing, hydrated) };
}
