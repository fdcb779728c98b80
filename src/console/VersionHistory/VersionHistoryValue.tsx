import type { FieldChange } from '@/sdk/content/history';

/** Text longer than this shows its start, with the rest behind "Show all". */
const SHORT = 300;

export interface VersionHistoryValueProps {
  change: FieldChange;
  side: 'before' | 'after';
  /** The side and field, for an image's alt text ("Before: Banner Image"). */
  label: string;
  imageUrl: (path: string) => string;
  /**
   * A picture that carries its own alt text (a page block's: '' when marked decorative): the
   * thumbnail takes it instead of `label`, and its file name is written beside it, since the
   * alt text may be empty or the same on both sides.
   */
  ownAlt?: string;
}

/** A stored picture's file name: what tells two versions of one picture apart. */
export const fileNameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** One side of one field in the comparison: text, a number, yes or no, or a thumbnail. */
export function VersionHistoryValue({
  change,
  side,
  label,
  imageUrl,
  ownAlt,
}: VersionHistoryValueProps) {
  const value = change[side];
  if (value === undefined || value === null || value === '') {
    return <span className="version-history__empty">(empty)</span>;
  }
  if (change.kind === 'image' && typeof value === 'string') {
    const thumb = (
      <img
        className="version-history__thumb"
        src={imageUrl(value)}
        alt={ownAlt ?? label}
        width={120}
        height={68}
        loading="lazy"
      />
    );
    if (ownAlt === undefined) return thumb;
    return (
      <span className="version-history__picture">
        {thumb}
        <span className="version-history__file">{fileNameOf(value)}</span>
      </span>
    );
  }
  if (typeof value === 'boolean') return <>{value ? 'Yes' : 'No'}</>;
  const text = String(value);
  if (text.length <= SHORT) return <span className="version-history__text">{text}</span>;
  return (
    <span className="version-history__text">
      {text.slice(0, SHORT)}…
      <details>
        <summary>Show all ({text.length.toLocaleString('en-IN')} characters)</summary>
        {text}
      </details>
    </span>
  );
}
