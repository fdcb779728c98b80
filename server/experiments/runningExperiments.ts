import type { PageBlock } from '@/sdk/content/pageBlocks';

/**
 * A running experiment as the page render and the counting need it (issue 45 item 3): which
 * block of which page it replaces, for which share of visitors, with what.
 */
export interface RunningExperiment {
  id: string;
  /** The page's slug (no slash). */
  page: string;
  blockId: string;
  /** Percent of visitors who see the variant (experimentArm.ts). */
  split: number;
  variant: PageBlock;
}

/**
 * What the renderer and the analytics writer ask of the experiments: the running ones on one
 * page, answered from memory and read again after an experiment starts or ends on any instance.
 */
export interface RunningExperimentsSource {
  running(page: string): Promise<readonly RunningExperiment[]>;
}
