import { createHash } from 'node:crypto';
import type { ExperimentArm } from '@/sdk/schemas/experiments';

/**
 * The arm a visitor sees (issue 45 item 3): a hash of the experiment's id and the daily visitor
 * key (analytics/visitorKey.ts), cut into 100 buckets; buckets below the split see the variant.
 * The same visitor gets the same arm all day on every instance (the key is the same), so the page
 * the server draws and the counting of who saw what agree without anything stored in the
 * browser. The experiment's id is part of the hash, so two experiments on one page split their
 * visitors independently: each arm of one holds the other's arms in their split's proportions,
 * and neither confounds the other (docs/analytics.md "Experiments").
 */
export function experimentArm(visitor: string, experimentId: string, split: number): ExperimentArm {
  const digest = createHash('sha256').update(`${experimentId}\n${visitor}`).digest();
  // 2^32 buckets folded into 100: the bias is under one in forty million.
  return digest.readUInt32BE(0) % 100 < split ? 'variant' : 'control';
}

/**
 * The arm of each experiment a visitor sees, for the page render and the counting alike; a
 * request counted under no key (null: a bot, GPC/DNT) sees every control.
 */
export function armsOf<E extends { id: string; split: number }>(
  visitor: string | null,
  running: readonly E[],
): { experiment: E; arm: ExperimentArm }[] {
  return running.map((experiment) => ({
    experiment,
    arm: visitor === null ? 'control' : experimentArm(visitor, experiment.id, experiment.split),
  }));
}
