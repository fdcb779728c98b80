import type { ArmResult, ExperimentResults } from '@/sdk/schemas/experiments';

// The results of an experiment from its counts (docs/analytics.md "Experiments"): pure, so the
// numbers are checked against published and hand-computed values (experimentStats.test.ts).

/**
 * Visitors each arm needs before a result is called. Not a power calculation (that needs the
 * effect one hopes for): below it one lead moves a rate by a point or more, and a result read
 * from the first day's handful of visitors is mostly the luck of that day.
 */
export const MINIMUM_VISITORS_PER_ARM = 100;
/** A sample ratio mismatch is flagged below this p-value (chance alone: once in 1,000 checks). */
export const SRM_ALPHA = 0.001;
/** The normal quantile of a two-sided 95% interval. */
const Z95 = 1.959963984540054;

export interface ArmCounts {
  visitors: number;
  leads: number;
}

const armResult = (arm: ArmResult['arm'], { visitors, leads }: ArmCounts): ArmResult => ({
  arm,
  visitors,
  leads,
  rate: visitors > 0 ? leads / visitors : 0,
});

/** Wilson's score interval for leads / visitors; the whole of [0, 1] with no visitors. */
export function wilsonInterval({ visitors: n, leads }: ArmCounts, z = Z95) {
  if (n <= 0) return { low: 0, high: 1 };
  const p = leads / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * The variant's rate minus the control's with Newcombe's hybrid score interval (Newcombe 1998,
 * method 10: each rate's Wilson interval, combined), which keeps close to 95% coverage with
 * small counts and rates near 0, where the usual normal (Wald) interval does not.
 */
export function rateDifference(variant: ArmCounts, control: ArmCounts) {
  const p1 = variant.visitors > 0 ? variant.leads / variant.visitors : 0;
  const p2 = control.visitors > 0 ? control.leads / control.visitors : 0;
  const w1 = wilsonInterval(variant);
  const w2 = wilsonInterval(control);
  const estimate = p1 - p2;
  return {
    estimate,
    low: estimate - Math.sqrt((p1 - w1.low) ** 2 + (w2.high - p2) ** 2),
    high: estimate + Math.sqrt((w1.high - p1) ** 2 + (p2 - w2.low) ** 2),
  };
}

/**
 * The complementary error function (Numerical Recipes' erfcc, Chebyshev fit): fractional error
 * under 1.2e-7 everywhere, far finer than a flag at p < 0.001 needs.
 */
export function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const poly =
    -z * z -
    1.26551223 +
    t *
      (1.00002368 +
        t *
          (0.37409196 +
            t *
              (0.09678418 +
                t *
                  (-0.18628806 +
                    t *
                      (0.27886807 +
                        t *
                          (-1.13520398 +
                            t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  const value = t * Math.exp(poly);
  return x >= 0 ? value : 2 - value;
}

/**
 * Sample ratio mismatch: the chi-square goodness of fit (1 degree of freedom) of the arms'
 * visitors against the split, p = erfc(sqrt(chi2 / 2)). A tiny p says something other than the
 * hash sent visitors to one arm (a cache serving one arm's page, a bot counted in one arm only),
 * so the counts cannot be read as an experiment.
 */
export function sampleRatio(variantVisitors: number, controlVisitors: number, split: number) {
  const total = variantVisitors + controlVisitors;
  if (total === 0) return { pValue: 1, flagged: false };
  const expectedVariant = (total * split) / 100;
  const expectedControl = total - expectedVariant;
  const chi2 =
    (variantVisitors - expectedVariant) ** 2 / expectedVariant +
    (controlVisitors - expectedControl) ** 2 / expectedControl;
  const pValue = Math.min(1, erfc(Math.sqrt(chi2 / 2)));
  return { pValue, flagged: pValue < SRM_ALPHA };
}

/** Everything the results screen shows but the experiment itself, from the two arms' counts. */
export function experimentStats(
  control: ArmCounts,
  variant: ArmCounts,
  split: number,
): Omit<ExperimentResults, 'experiment'> {
  const difference = rateDifference(variant, control);
  const ratio = sampleRatio(variant.visitors, control.visitors, split);
  const enough = Math.min(control.visitors, variant.visitors) >= MINIMUM_VISITORS_PER_ARM;
  const verdict: ExperimentResults['verdict'] =
    ratio.flagged && control.visitors + variant.visitors > 0
      ? 'untrusted'
      : !enough
        ? 'collecting'
        : difference.low > 0
          ? 'variant-better'
          : difference.high < 0
            ? 'control-better'
            : 'no-difference';
  return {
    arms: [armResult('control', control), armResult('variant', variant)],
    difference,
    sampleRatio: ratio,
    minimumVisitors: MINIMUM_VISITORS_PER_ARM,
    verdict,
  };
}
