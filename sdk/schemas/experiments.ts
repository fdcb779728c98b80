import { z } from 'zod';
import { BlockId, PageBlock } from '../content/pageBlocks';
import { PageSlug } from '../content/pages';
import { requiredText } from './common';

// Experiments on blocks (issue 45 item 3, docs/analytics.md "Experiments"): an editor tests one
// block of a live campaign page against a variant of it. The server picks each visitor's variant
// from the daily visitor key and the experiment's id, draws it in the page's HTML (no flicker,
// no client script), and counts who saw which and who then became a lead.

export const ExperimentMessages = {
  started: 'Experiment started.',
  ended: 'Experiment ended.',
  endedWithVariant: 'Experiment ended: the variant is saved as a draft of the page to publish.',
  notFound: 'No experiment with this id.',
  pageNotFound: 'No live page at this address.',
  blockNotFound: 'This page has no block with this id.',
  typeMismatch: 'The variant must be a block of the same type as the one it tests.',
  sectionMismatch:
    'The variant of a landing page section shows the same section (or hides it): the page reads the content of its own sections only.',
  alreadyRunning: 'This block already has a running experiment: end it first.',
  notRunning: 'This experiment has already ended.',
  blockGone: 'The tested block is no longer on the page: end the experiment keeping the page.',
  splitMissing: 'Give the variant’s share of visitors, from 1 to 99 percent.',
} as const;

/** The share of visitors who see the variant, in percent; the others see the page as it is. */
export const ExperimentSplit = z
  .number({ error: ExperimentMessages.splitMissing })
  .int('Give the share as a whole percent.')
  .min(1, 'Give the variant at least 1 percent of visitors.')
  .max(99, 'Leave the page as it is at least 1 percent of visitors.');

export const ExperimentCreate = z.strictObject({
  /** What the team calls it, such as "Hero headline: price first". */
  name: requiredText(120),
  /** The live page's address without its slash. */
  page: PageSlug,
  /** The block tested: its id on the live page. */
  blockId: BlockId,
  /** The block as the variant shows it: same type; its id is the tested block's. */
  variant: PageBlock,
  split: ExperimentSplit.default(50),
});
export type ExperimentCreate = z.input<typeof ExperimentCreate>;

export const ExperimentRef = z.strictObject({ id: z.string().min(1, 'Give the experiment.') });
export type ExperimentRef = z.infer<typeof ExperimentRef>;

/** Which of the two a visitor saw: the block as published, or the variant. */
export const ExperimentArm = z.enum(['control', 'variant']);
export type ExperimentArm = z.infer<typeof ExperimentArm>;

export const ExperimentEnd = z.strictObject({
  id: z.string().min(1, 'Give the experiment.'),
  /** What goes live: `variant` saves the page with the variant as a draft (to publish). */
  keep: ExperimentArm,
});
export type ExperimentEnd = z.infer<typeof ExperimentEnd>;

export const Experiment = z.object({
  id: z.string(),
  name: z.string(),
  page: z.string(),
  blockId: z.string(),
  blockType: z.string(),
  variant: PageBlock,
  split: z.number(),
  status: z.enum(['running', 'ended']),
  startedAt: z.string(),
  startedBy: z.string(),
  endedAt: z.string().nullable(),
  endedBy: z.string().nullable(),
  /** What the editor chose when ending it; null while it runs. */
  kept: ExperimentArm.nullable(),
});
export type Experiment = z.infer<typeof Experiment>;

export const ArmResult = z.object({
  arm: ExperimentArm,
  /** Distinct daily visitors who were shown this arm on the page. */
  visitors: z.number(),
  /** Of those, how many became a lead the same day. */
  leads: z.number(),
  /** leads / visitors, 0 to 1; 0 with no visitors. */
  rate: z.number(),
});
export type ArmResult = z.infer<typeof ArmResult>;

export const ExperimentResults = z.object({
  experiment: Experiment,
  /** The control, then the variant. (A list of two, not a tuple: OpenAPI readers take that.) */
  arms: z.array(ArmResult).length(2),
  /** Variant's rate minus control's, with its 95% interval (absolute, 0 to 1 scale). */
  difference: z.object({ estimate: z.number(), low: z.number(), high: z.number() }),
  /**
   * Sample ratio mismatch: a chi-square test of the visitors against the split. `flagged` at
   * p < 0.001 means the counts cannot be trusted (something other than chance sent visitors).
   */
  sampleRatio: z.object({ pValue: z.number(), flagged: z.boolean() }),
  /** Visitors each arm needs before a result is called. */
  minimumVisitors: z.number(),
  /**
   * `collecting`: below the minimum sample; `no-difference`: the interval holds 0;
   * `variant-better` / `control-better`: the interval is wholly on one side; `untrusted`: SRM.
   */
  verdict: z.enum(['collecting', 'no-difference', 'variant-better', 'control-better', 'untrusted']),
});
export type ExperimentResults = z.infer<typeof ExperimentResults>;
