import type { ExperimentArm, ExperimentResults } from '@/sdk/schemas/experiments';
import { formatCount } from '../format';

// An experiment's numbers in the words an editor reads (issue 45 item 3). Rates and their
// difference arrive on a 0-to-1 scale; an editor compares conversion rates in percent, and a
// difference of two rates in percentage points ("+1.2 points"), never as a relative lift, which
// reads far larger than it is on small rates.

const percent = new Intl.NumberFormat('en-IN', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const points = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});
/** The typographic minus: a hyphen before a number is read as a dash by screen readers. */
const MINUS = '\u2212';

/** A conversion rate: "4.2%". */
export const formatRate = (rate: number) => percent.format(rate);

/** A difference of rates in percentage points: "+1.2", "−0.4", "0.0". */
export const formatPoints = (difference: number) =>
  points.format(difference * 100).replace('-', MINUS);

/** Each version as the screen names it. */
export const ARM_NAMES: Record<ExperimentArm, string> = {
  control: 'The page as it is',
  variant: 'The variant',
};

/** "+1.2 points (95% interval −0.4 to +2.8 points)": the bar's text equivalent. */
export function differenceText({ estimate, low, high }: ExperimentResults['difference']): string {
  return `${formatPoints(estimate)} points (95% interval ${formatPoints(low)} to ${formatPoints(high)} points)`;
}

/**
 * Where the bar's parts sit, in percent of its width: zero in the middle, the scale the
 * interval's farther end plus a margin, so the interval never touches an edge and equal
 * differences on either side of zero look equal.
 */
export function intervalPlacement({ estimate, low, high }: ExperimentResults['difference']) {
  const reach = Math.max(Math.abs(low), Math.abs(high), Math.abs(estimate)) * 1.25 || 0.01;
  const at = (value: number) => 50 + (value / reach) * 50;
  return { low: at(low), high: at(high), estimate: at(estimate), zero: 50, reach };
}

export interface VerdictWords {
  /** The verdict in a few words, the panel's headline. */
  title: string;
  /** What it means for the editor's decision. */
  detail: string;
  /** How it is shown: a clear result, a wait, or a warning. */
  tone: 'result' | 'waiting' | 'warning';
}

/** The server's verdict in words, with the numbers it rests on. */
export function verdictWords(results: ExperimentResults): VerdictWords {
  const { verdict, minimumVisitors, arms } = results;
  const fewest = Math.min(...arms.map((arm) => arm.visitors));
  switch (verdict) {
    case 'collecting':
      return {
        title: `Still collecting: each version needs ${formatCount(minimumVisitors)} visitors`,
        detail:
          fewest === 0
            ? 'No visitors counted yet. Results are called once both versions have enough visitors; ending sooner decides on chance.'
            : `The one with fewer has ${formatCount(fewest)} so far. Results are called once both versions have enough visitors; ending sooner decides on chance.`,
        tone: 'waiting',
      };
    case 'no-difference':
      return {
        title: 'No clear difference yet',
        detail:
          'The interval still includes zero: either version may convert better. More visitors narrow it; if it stays around zero, the change makes little difference.',
        tone: 'waiting',
      };
    case 'variant-better':
      return {
        title: 'The variant converts better',
        detail:
          'The whole interval is above zero. Keeping the variant saves a draft of the page with it, to publish.',
        tone: 'result',
      };
    case 'control-better':
      return {
        title: 'The page as it is converts better',
        detail: 'The whole interval is below zero. Keep the page as it is.',
        tone: 'result',
      };
    case 'untrusted':
      return {
        title: 'The counts cannot be trusted',
        detail: 'The visitors do not match the split (see the warning above): no result is called.',
        tone: 'warning',
      };
  }
}

/**
 * Why a sample ratio mismatch makes the counts untrustworthy, with the numbers: the share the
 * variant got against the share it was given, and how unlikely that is by chance.
 */
export function sampleRatioWarning(results: ExperimentResults): string {
  const control = results.arms.find((arm) => arm.arm === 'control');
  const variant = results.arms.find((arm) => arm.arm === 'variant');
  if (!control || !variant)
    return 'The counts of one version are missing: they cannot be compared.';
  const total = control.visitors + variant.visitors;
  const got = total === 0 ? 0 : variant.visitors / total;
  const chance =
    results.sampleRatio.pValue < 0.0001
      ? 'less than 1 in 10,000'
      : `p = ${results.sampleRatio.pValue.toPrecision(2)}`;
  return `The variant should get ${results.experiment.split}% of visitors but got ${formatRate(got)} (${formatCount(variant.visitors)} of ${formatCount(total)}); the chance of that by luck is ${chance}. Something other than the split decides who sees which version (a cache, a bot, a redirect, one version failing to load), so the leads of the two cannot be compared. Find and fix the cause, then start the experiment again.`;
}
