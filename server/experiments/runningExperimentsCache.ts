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

async function loadRunning(db: Db): Promise<readonly RunningExperiment[]> {
  const rows = await db
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
  return rows;
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
  let kept: { version: number; list: Promise<readonly RunningExperiment[]> } | null = null;
  let byPage = new Map<string, readonly RunningExperiment[]>();
  let byPageOf: Promise<readonly RunningExperiment[]> | null = null;

  const all = () => {
    const version = cache.version;
    if (kept?.version === version) return kept.list;
    const list = loadRunning(db);
    const entry = { version, list };
    kept = entry;
    list.catch(() => {
      if (kept === entry) kept = null;
    });
    return list;
  };

  return {
    all,
    async running(page) {
      const list = all();
      const loaded = await list;
      if (byPageOf !== list) {
        const grouped = new Map<string, RunningExperiment[]>();
        for (const experiment of loaded)
          grouped.set(experiment.page, [...(grouped.get(experiment.page) ?? []), experiment]);
        byPage = grouped;
        byPageOf = list;
      }
      return byPage.get(page) ?? [];
    },
  };
}
