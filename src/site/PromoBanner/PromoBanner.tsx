import { site } from '@/src/config/site';
import './PromoBanner.css';

export type PromoBannerProps = {
  /** Discount in percent; defaults to the site config's promo. */
  discountPercent?: number;
  /** The welcome-gift code visitors type at checkout; defaults to the site config's promo. */
  code?: string;
};

/** The strip above the header: 30% off the first purchase with the welcome code (spec 1, 9). */
export function PromoBanner({
  discountPercent = site.promo.discountPercent,
  code = site.promo.code,
}: PromoBannerProps) {
  return (
    <aside className="promo-banner" aria-label="Current offer">
      <p className="promo-banner__text">
        Get <strong>{discountPercent}% off</strong> your first purchase with welcome-gift code{' '}
        <code className="promo-banner__code">{code}</code>
      </p>
    </aside>
  );
}
