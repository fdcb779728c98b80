import { sdk } from '@/sdk';
import { configureApi } from '@/sdk/client';
import type { PolicyName } from '@/sdk/content';
import type { LandingData, RenderContext } from '../routes/landingLoader';

const settled = <T>(result: PromiseSettledResult<T>, fallback: T): T =>
  result.status === 'fulfilled' ? result.value : fallback;

/** The first record of a singleton, or a clear error (the page cannot render without it). */
const only = async <T>(read: Promise<T[]>, what: string): Promise<T> => {
  const [record] = await read;
  if (!record) throw new Error(`${what} could not be loaded.`);
  return record;
};

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
    loadSite: () => only(sdk.settings.getAll(), 'The site settings'),
    loadPolicy: (name: PolicyName) => only(policies[name].getAll(), 'This policy'),
  };
}

async function loadLanding(): Promise<LandingData> {
  const [home, course, launch, business, clients, testimonials, eLearning, whyChoose, tabs, faqs] =
    await Promise.allSettled([
      sdk.home.getAll(),
      sdk.course.getAll(),
      sdk.launch.getAll(),
      sdk.business.getAll(),
      sdk.clients.getAll(),
      sdk.testimonials.getAll(),
      sdk.eLearning.getAll(),
      sdk.whyChoose.getAll(),
      sdk.featureTabs.getAll(),
      sdk.faqs.getAll(),
    ]);
  return {
    home: settled(home, [])[0] ?? null,
    course: settled(course, [])[0] ?? null,
    launch: settled(launch, [])[0] ?? null,
    business: settled(business, [])[0] ?? null,
    clients: settled(clients, []).filter((c) => c.isActive),
    testimonials: settled(testimonials, []).filter((t) => t.isActive),
    eLearning: settled(eLearning, [])[0] ?? null,
    whyChoose: settled(whyChoose, [])[0] ?? null,
    featureTabs: settled(tabs, []).filter((t) => t.isActive),
    faqs: settled(faqs, []).filter((f) => f.isActive),
  };
}
