import { useRef } from 'react';
import type { BusinessSection } from '@/sdk/content';
import { indianNumber } from './indianNumber';
import { useCountUp } from './useCountUp';
import './StatsBand.css';

export type StatsBandProps = {
  /** The business counters; null (a failed call) leaves the band out rather than show zeros. */
  business?: Pick<BusinessSection, 'cities' | 'teachers' | 'students'> | null;
  /** Wait before counting starts, in ms (spec 9: 2 s). */
  delayMs?: number;
  /** How long the count takes, in ms. */
  durationMs?: number;
};

/**
 * Landing section 8: Cities, Teachers and Students counted up, each followed by '+'.
 * Screen readers get the final numbers once, not every step of the count.
 */
export function StatsBand({ business, delayMs = 2000, durationMs = 1500 }: StatsBandProps) {
  const targets = business ? [business.cities, business.teachers, business.students] : [];
  const band = useRef<HTMLElement>(null);
  const values = useCountUp(band, targets, delayMs, durationMs);
  if (!business) return null;
  const labels = ['Cities', 'Teachers', 'Students'];

  return (
    <section ref={band} className="stats-band" aria-label="Our reach">
      <dl className="container stats-band__list">
        {labels.map((label, i) => (
          <div key={label} className="stats-band__item">
            <dt className="stats-band__label">{label}</dt>
            <dd className="stats-band__value">
              <span aria-hidden="true" data-testid={`count-${label}`}>
                {indianNumber(values[i] ?? 0)}+
              </span>
              <span className="visually-hidden">{indianNumber(targets[i] ?? 0)}+</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
