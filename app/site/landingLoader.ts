import type {
  CampaignPageData,
  LandingData,
  PolicyName,
  PolicyRecord,
  SiteSettings,
} from '@/sdk/content';
import type { LeadFormState } from '@/sdk/schemas/leadForm';

/** Everything the landing page shows, keyed by its sections (sdk/content/landing.ts). */
export type { LandingData };

/** What the server hands the render (app/entry-server.tsx). */
export interface RenderContext {
  /** The landing content, read straight from the database (server/render/siteContent.ts). */
  loadLanding: () => Promise<LandingData>;
  /** The site settings every public page shows around its content. */
  loadSite: () => Promise<SiteSettings>;
  /** One policy page's stored title, date and text. */
  loadPolicy: (name: PolicyName) => Promise<PolicyRecord>;
  /**
   * The active page at /<slug> built from blocks (issue 44), its visible blocks and what they
   * show, or null (no such page). Optional while a server without it may load this render: a
   * page is then not found.
   */
  loadPage?: (slug: string) => Promise<CampaignPageData | null>;
  /**
   * The lead page's form, built by the server for this request (a new key, the visitor's source;
   * after a refused post, the values and messages). Absent in `npm run dev`: a blank one is made.
   */
  leadForm?: LeadFormState;
}

/**
 * The landing route's loader, run by the server's static handler only: the browser never loads
 * a public page's data itself (it hydrates from the data the server wrote into the page).
 */
export function landingLoader({ context }: { context?: unknown }): Promise<LandingData> {
  return (context as RenderContext).loadLanding();
}
