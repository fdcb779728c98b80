import type { FieldChange } from '@/sdk/content/history';

/** Text longer than this shows its start, with the rest behind "Show all". */
const SHORT = 300;

export interface VersionHistoryValueProps {
  change: FieldChange;
  side: 'before' | 'after';
  /** The side and field, for an image's alt text ("Before: Banner Image"). */
  label: string;
  imageUrl: (path: string) => string;
}

/** One side of one field in the comparison: text, a number, yes or no, or a thumbnail. */
export function VersionHistoryValue({ change, side, label, imageUrl }: VersionHistoryValueProps) {
  const value = change[side];
  if (value === undefined || value === null || value === '') {
    return <span className="version-history__empty">(empty)</span>;
  }
  if (change.kind === 'image' && typeof value === 'string') {
    return (
      <img
        className="version-history__thumb"
        src={imageUrl(value)}
        alt={label}
        width={120}
        height={68}
        loading="lazy"
      />
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
