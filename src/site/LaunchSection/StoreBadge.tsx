export type StoreBadgeProps = {
  /** Which store the badge links to. */
  store: 'google-play' | 'app-store';
  /** The app's page in that store. */
  href: string;
};

const stores = {
  'google-play': { small: 'Get it on', big: 'Google Play', glyph: '▶' },
  'app-store': { small: 'Download on the', big: 'App Store', glyph: '' },
} as const;

/** A store badge drawn in HTML: crisp at any size, no image to load, and real text to read. */
export function StoreBadge({ store, href }: StoreBadgeProps) {
  const s = stores[store];
  return (
    <a className="store-badge" href={href} target="_blank" rel="noopener noreferrer">
      <span className="store-badge__glyph" aria-hidden="true">
        {s.glyph}
      </span>
      <span className="store-badge__text">
        <span className="store-badge__small">{s.small}</span>
        <span className="store-badge__big">{s.big}</span>
      </span>
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
