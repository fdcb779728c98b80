import type { ExperimentResults } from '@/sdk/schemas/experiments';
import { differenceText, formatPoints, intervalPlacement } from './experimentWords';

export interface ExperimentIntervalProps {
  difference: ExperimentResults['difference'];
  /** Which side of zero the interval is wholly on, if either: its colour says so too. */
  side: 'above' | 'below' | 'across';
}

/**
 * The difference as a bar around zero: the 95% interval as a band, the estimate as a dot. The
 * picture is the text beside it drawn; assistive technology reads that text (role img + label).
 */
export function ExperimentInterval({ difference, side }: ExperimentIntervalProps) {
  const place = intervalPlacement(difference);
  return (
    <div
      className={`experiment-interval experiment-interval--${side}`}
      role="img"
      aria-label={`Difference, variant minus the page as it is: ${differenceText(difference)}`}
    >
      <div className="experiment-interval__track">
        <span className="experiment-interval__zero" style={{ left: `${place.zero}%` }} />
        <span
          className="experiment-interval__band"
          style={{ left: `${place.low}%`, width: `${Math.max(place.high - place.low, 0.5)}%` }}
        />
        <span className="experiment-interval__dot" style={{ left: `${place.estimate}%` }} />
      </div>
      <div className="experiment-interval__scale" aria-hidden="true">
        <span>{formatPoints(-place.reach)}</span>
        <span>0 · no difference</span>
        <span>{formatPoints(place.reach)}</span>
      </div>
      <div className="experiment-interval__ends" aria-hidden="true">
        <span>The page as it is better</span>
        <span>The variant better</span>
      </div>
    </div>
  );
}
