import { useId, useState } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { StarRatingStar } from './StarRatingStar';
import './StarRating.css';

/** The rating scale the API accepts (sdk/schemas/testimonial.ts Rating: 1 to 5). */
export const STAR_RATING_MAX = 5;

export interface StarRatingProps {
  /** Current rating, 1 to 5. Values outside are clamped for display. */
  value: number;
  /** Called with the chosen rating (1 to 5) in input mode. There is no zero: the spec has no cancel. */
  onChange?: (value: number) => void;
  /** Read-only display (tables, carousel): one image announced as "Rated N out of 5". */
  readOnly?: boolean;
  /** Accessible name of the input group, e.g. "Rating". Ignored when `labelledBy` is given. */
  label?: string;
  /** Id of a visible label element that names the group (preferred inside forms). */
  labelledBy?: string;
  /** Disables every star, e.g. while the form submits. */
  disabled?: boolean;
  /** Visual size: `sm` for table cells, `md` for forms and cards. */
  size?: 'sm' | 'md';
  /** Input name of the radios; defaults to a unique id so two ratings on a page never share one. */
  name?: string;
}

const clamp = (n: number) => Math.min(STAR_RATING_MAX, Math.max(0, Math.round(n)));
const stars = Array.from({ length: STAR_RATING_MAX }, (_, i) => i + 1);

/**
 * Star rating. Input mode is a group of native radios (arrow keys move and select, as in any radio
 * group), drawn as stars; read-only mode is a single image with a spoken rating.
 */
export function StarRating({
  value,
  onChange,
  readOnly = false,
  label = 'Rating',
  labelledBy,
  disabled = false,
  size = 'md',
  name,
}: StarRatingProps) {
  const autoName = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = clamp(value);
  const className = `star-rating star-rating--${size}`;

  if (readOnly) {
    return (
      <span
        className={className}
        role="img"
        aria-label={`Rated ${shown} out of ${STAR_RATING_MAX}`}
      >
        {stars.map((n) => (
          <StarRatingStar key={n} filled={n <= shown} />
        ))}
      </span>
    );
  }

  // Hover previews the rating a click would give, as users expect from star inputs.
  const preview = hovered ?? shown;
  return (
    <div
      className={`${className} star-rating--input`}
      role="radiogroup"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-disabled={disabled || undefined}
    >
      {stars.map((n) => (
        <label
          key={n}
          className="star-rating__option"
          onMouseEnter={() => !disabled && setHovered(n)}
          onMouseLeave={() => setHovered(null)}
        >
          <input
            className="star-rating__radio"
            type="radio"
            name={name ?? autoName}
            value={n}
            checked={n === shown}
            disabled={disabled}
            onChange={() => onChange?.(n)}
          />
          <StarRatingStar filled={n <= preview} />
          <VisuallyHidden>{n === 1 ? '1 star' : `${n} stars`}</VisuallyHidden>
        </label>
      ))}
    </div>
  );
}
