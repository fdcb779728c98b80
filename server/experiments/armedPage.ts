import type { FastifyRequest } from 'fastify';
import type { CampaignPageData } from '@/sdk/content';
import type { ExperimentArm } from '@/sdk/schemas/experiments';
import type { PageVariant, PageVariants } from '../render/pageVariant';
import { armsOf } from './experimentArm';
import type { RunningExperiment, RunningExperimentsSource } from './runningExperiments';

/** The page a request asks for: `/<slug>`, the query and one trailing slash aside, or null. */
export function pageSlugOf(url: string): string | null {
  const path = (url.split('?', 1)[0] ?? '').replace(/(.)\/$/, '$1');
  const match = /^\/([^/]+)$/.exec(path);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/**
 * The page as a visitor in these arms sees it: each variant block in place of the block it
 * tests, at the same position with the same id. A tested block no longer on the page, or now of
 * another type (the page was edited while the experiment ran), stays as published.
 */
export function armedPage(
  published: CampaignPageData | null,
  drawn: readonly { experiment: RunningExperiment; arm: ExperimentArm }[],
): CampaignPageData | null {
  if (!published) return null;
  const shown = new Map(
    drawn
      .filter(({ arm }) => arm === 'variant')
      .map(({ experiment }) => [experiment.blockId, experiment]),
  );
  if (shown.size === 0) return published;
  const blocks = published.blocks
    .map((block) => {
      const variant = shown.get(block.id)?.variant;
      return variant && variant.type === block.type ? { ...variant, id: block.id } : block;
    })
    .filter((block) => !block.hidden);
  return { ...published, blocks };
}

/** A page under experiment is drawn per visitor: browsers may keep it, shared caches may not. */
export const EXPERIMENT_CACHE_CONTROL = 'private, no-cache';

export interface ExperimentVariantsOptions {
  experiments: RunningExperimentsSource;
  /** The daily visitor key the beacon counts by, or null for a request it does not count. */
  visitorOf: (request: FastifyRequest) => Promise<string | null>;
}

/**
 * The renderer's page versions for experiments on blocks (issue 45 item 3, docs/analytics.md
 * "Experiments: drawn by the server"). A page with no running experiment is the published page
 * under its usual key, at the cost of one lookup in memory: no salt, no hash. On a page under
 * experiment, each experiment's arm comes from the request's daily visitor key (experimentArm),
 * the same key the beacon will count the view under; a request the beacon does not count (a
 * bot, a prefetch, Sec-GPC or DNT, a day already over) sees the control of every experiment.
 * The key names every arm (`|<id>=control|<id2>=variant`, by id), so one page is rendered per
 * combination of arms and the control is one entry for all who see it.
 */
export function experimentVariants({
  experiments,
  visitorOf,
}: ExperimentVariantsOptions): PageVariants {
  return async (request): Promise<PageVariant | null> => {
    const slug = pageSlugOf(request.url);
    if (slug === null) return null;
    const running = await experiments.running(slug);
    if (running.length === 0) return null;
    const visitor = await visitorOf(request);
    const byId = [...running].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const drawn = armsOf(visitor, byId);
    return {
      key: drawn.map(({ experiment, arm }) => `|${experiment.id}=${arm}`).join(''),
      cacheControl: EXPERIMENT_CACHE_CONTROL,
      page: (pageSlug, published) => (pageSlug === slug ? armedPage(published, drawn) : published),
    };
  };
}
