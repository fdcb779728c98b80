import { sdk } from '@/sdk';
import { configureApi } from '@/sdk/client';
import { readCampaignPage, readHomeSections, readLanding } from '@/sdk/content';
import type { ContentKey, PolicyName } from '@/sdk/content';
import type { RenderContext } from './landingLoader';

/** The first record of a singleton, or a clear error (the page cannot render without it). */
const only = async <T>(read: Promise<T[]>, what: string): Promise<T> => {
  const [record] = await read;
  if (!record) throw new Error(`${what} could not be loaded.`);
  return record;
};

/** One declaration's records over its getall (a visitor's view: active items only). */
const readOverApi = (definition: { key: string }) => sdk[definition.key as ContentKey].getAll();

/** Each landing section over its getall. */
const loadLanding = () => readLanding(readOverApi);

/**
 * The content the server render reads, over the API (development: `npm run dev` renders through
 * Vite while the API runs in `npm start`). Production reads the database directly (server/render/
 * siteContent.ts). As there, a failed landing section is null or empty and the page falls back.
 */
export function contentOverApi(apiBase: string): RenderContext {
  configureApi({ baseURL: apiBase });
  const policies = { privacy: sdk.privacyPolicy, terms: sdk.termsPolicy, refund: sdk.refundPolicy };
  return {
    loadLanding,
    loadHomeSections: () => readHomeSections(readOverApi),
    loadSite: () => only(sdk.settings.getAll(), 'The site settings'),
    loadPolicy: (name: PolicyName) => only(policies[name].getAll(), 'This policy'),
    // The pages' getall, the one at /<slug> found among them, as the server's read does.
    loadPage: (slug: string) => readCampaignPage(readOverApi, slug),
  };
}
