import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { PROMO_PLACEHOLDERS } from '@/sdk/content/display';
import './PromoBanner.css';

export type PromoBannerProps = {
  /** The sentence from the site settings, with `{percent}` and `{code}` where the offer goes. */
  text: string;
  /** Discount in percent. */
  discountPercent: number;
  /** The welcome-gift code visitors type at checkout. */
  code: string;
};

/** The text with the offer's parts in place of their placeholders. */
function fillIn(text: string, parts: Record<string, ReactNode>): ReactNode[] {
  const pattern = new RegExp(
    `(${Object.keys(parts)
      .map((p) => p.replace(/[{}]/g, '\\$&'))
      .join('|')})`,
  );
  return text
    .split(pattern)
    .map((piece, i) => <Fragment key={i}>{piece in parts ? parts[piece] : piece}</Fragment>);
}

/** The strip above the header: the offer from the site settings (spec 1, 9). */
export function PromoBanner({ text, discountPercent, code }: PromoBannerProps) {
  return (
    <aside className="promo-banner" aria-label="Current offer">
      <p className="promo-banner__text">
        {fillIn(text, {
          [PROMO_PLACEHOLDERS.percent]: <strong>{discountPercent}%</strong>,
          [PROMO_PLACEHOLDERS.code]: <code className="promo-banner__code">{code}</code>,
        })}
      </p>
    </aside>
  );
}
