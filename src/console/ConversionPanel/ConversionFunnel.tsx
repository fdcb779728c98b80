import { useId } from 'react';
import type { ConversionStep } from '@/sdk/schemas/conversion';
import { countText, rateText } from './conversionWords';

export interface ConversionFunnelProps {
  /** visitors -> taps -> forms shown -> leads, in order. */
  steps: readonly ConversionStep[];
}

const STEP_NAMES: Record<ConversionStep['step'], string> = {
  visitors: 'Visitors',
  ctaTaps: 'Tapped a call to action',
  formsShown: 'Saw the form',
  leads: 'Became leads',
};

/**
 * The funnel as horizontal bars drawn in CSS, each as wide as its share of the widest step: no
 * chart library measuring the page, so a capture is the same on every run (docs/testing.md).
 */
export function ConversionFunnel({ steps }: ConversionFunnelProps) {
  const id = useId();
  const widest = Math.max(1, ...steps.map((s) => s.count));
  return (
    <figure className="conversion-funnel" aria-labelledby={id}>
      <h3 id={id} className="conversion-panel__subtitle">
        From visit to lead
      </h3>
      <ol className="conversion-funnel__steps">
        {steps.map(({ step, count, rate }) => (
          <li key={step} className="conversion-funnel__step">
            <span className="conversion-funnel__name">{STEP_NAMES[step]}</span>
            <span className="conversion-funnel__track" aria-hidden="true">
              <span
                className="conversion-funnel__bar"
                style={{ width: `${(count / widest) * 100}%` }}
              />
            </span>
            <span className="conversion-funnel__count">
              {countText(count)}
              {rate === null ? null : (
                <span className="conversion-funnel__rate">
                  {' '}
                  ({rateText(rate)} of the step before)
                </span>
              )}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
