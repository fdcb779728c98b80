import { eq } from 'drizzle-orm';
import type { ContentCache } from '../cache/contentCache';
import type { Db } from '../db/database';
import { experiments } from '../db/experimentsSchema';
import type { RunningExperiment, RunningExperimentsSource } from './runningExperiments';

/** What the server keeps of the running experiments: by page, and all of them (lead counting). */
export interface RunningExperiments extends RunningExperimentsSource {
  /** Every running experiment (a lead converts the visitor in each it was counted in). */
  all(): Promise<readonly RunningExperiment[]>;
}

/** The running experiments, and the same grouped by page (made once per read, not per view). */
interface Running {
  list: readonly RunningExperiment[];
  byPage: ReadonlyMap<string, readonly RunningExperiment[]>;
}

async function loadRunning(db: Db): Promise<Running> {
  const list = await db
    .select({
      id: experiments.id,
      page: experiments.page,
      blockId: experiments.blockId,
      split: experiments.split,
      variant: experiments.variant,
    })
    .from(experiments)
    .where(eq(experiments.status, 'running'))
    .orderBy(experiments.startedAt, experiments.id);
  const byPage = new Map<string, RunningExperiment[]>();
  for (const experiment of list)
    byPage.set(experiment.page, [...(byPage.get(experiment.page) ?? []), experiment]);
  return { list, byPage };
}

/**
 * The running experiments, read once per content version (cache/contentCache.ts): starting or
 * ending one invalidates the content cache and announces it on the content channel, as a content
 * write does, so this instance and every other one read the list again on their next question.
 * Between those, the page render and the beacon counting ask memory only: no query per view.
 * A read that fails is not kept (the next question tries again); one that was in flight when the
 * version moved answers its caller, and the next question reads again.
 */
export function runningExperiments(db: Db, cache: ContentCache): RunningExperiments {
  let kept: { version: number; running: Promise<Running> } | null = null;

  const current = () => {
    const version = cache.version;
    if (kept?.version === version) return kept.running;
    const running = loadRunning(db);
    const entry = { version, running };
    kept = entry;
    running.catch(() => {
      if (kept === entry) kept = null;
    });
    return running;
  };

  return {
    all: async () => (await current()).list,
    running: async (page) => (await current()).byPage.get(page) ?? [],
  };
}
