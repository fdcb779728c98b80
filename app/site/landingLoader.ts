import type {
  CampaignPageData,
  LandingData,
  PolicyName,
  PolicyRecord,
  SiteSettings,
} from '@/sdk/content';
import { shownContent } from '@/sdk/content/homeLayout';
import type { HomeSectionKey } from '@/sdk/content/landingSectionKeys';
import type { LeadFormState } from '@/sdk/schemas/leadForm';

/** Everything the landing page shows, keyed by its sections (sdk/content/landing.ts). */
export type { LandingData };

/** What the server hands the render (app/entry-server.tsx). */
export interface RenderContext {
  /** The landing content, read straight from the database (server/render/siteContent.ts). */
  loadLanding: () => Promise<LandingData>;
  /**
   * The sections `/` shows in its editor's order, or null for the default (issue 44: `/` is a
   * page of blocks). Optional: a server without it renders `/` as it always was.
   */
  loadHomeSections?: () => Promise<HomeSectionKey[] | null>;
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

/** What `/` is drawn from: its content, and its layout's sections when not the default. */
export interface LandingPageData {
  landing: LandingData;
  /** Left out for the default layout, so `/`'s page data is what it always was. */
  sections?: HomeSectionKey[];
}

/**
 * The landing route's loader, run by the server's static handler only: the browser never loads
 * a public page's data itself (it hydrates from the data the server wrote into the page).
 */
export async function landingLoader({ context }: { context?: unknown }): Promise<LandingPageData> {
  const render = context as RenderContext;
  const [landing, sections] = await Promise.all([
    render.loadLanding(),
    render.loadHomeSections?.() ?? null,
  ]);
  return sections ? { landing: shownContent(landing, sections), sections } : { landing };
}
