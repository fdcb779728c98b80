import { sdk } from '@/sdk';
import { configureApi } from '@/sdk/client';
import type { LandingData } from '../routes/landingLoader';

const settled = <T>(result: PromiseSettledResult<T>, fallback: T): T =>
  result.status === 'fulfilled' ? result.value : fallback;

/**
 * The landing content read over the API (development: `npm run dev` renders through Vite while
 * the API runs in `npm start`). Production reads the database directly (server/render/
 * siteContent.ts). As there, a failed section is null or empty and the page falls back.
 */
export async function landingOverApi(apiBase: string): Promise<LandingData> {
  configureApi({ baseURL: apiBase });
  const [home, course, launch, business, clients, testimonials] = await Promise.allSettled([
    sdk.home.getAll(),
    sdk.course.getAll(),
    sdk.launch.getAll(),
    sdk.business.getAll(),
    sdk.clients.getAll(),
    sdk.testimonials.getAll(),
  ]);
  return {
    home: settled(home, [])[0] ?? null,
    course: settled(course, [])[0] ?? null,
    launch: settled(launch, [])[0] ?? null,
    business: settled(business, [])[0] ?? null,
    clients: settled(clients, []).filter((c) => c.isActive),
    testimonials: settled(testimonials, []).filter((t) => t.isActive),
  };
}
