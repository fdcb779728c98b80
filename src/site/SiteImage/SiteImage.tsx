import './SiteImage.css';

/**
 * Turns a stored image path (relative to the API host, spec 3) into a URL. Every landing section
 * takes one, so the app decides the host once (browser: same origin; server: absolute URL).
 */
export type ImageUrlResolver = (path: string) => string;

/** Default resolver: absolute URLs and data URLs pass through; a relative path hangs off `/`. */
export const defaultImageUrl: ImageUrlResolver = (path) =>
  /^(https?:|data:|blob:|\/)/.test(path) ? path : `/${path}`;

export type SiteImageProps = {
  /** Stored path (or URL); empty or missing draws a same-sized placeholder instead. */
  path: string | null | undefined;
  /** Alt text; pass '' for a purely decorative picture. */
  alt: string;
  /** Intrinsic width in px: with height it reserves the box before the file arrives (no shift). */
  width: number;
  /** Intrinsic height in px. */
  height: number;
  /** Resolves `path` to a URL. */
  imageUrl?: ImageUrlResolver;
  /** Extra class for layout. */
  className?: string;
  /** `eager` only for the first screen (the banner); everything else loads lazily. */
  loading?: 'eager' | 'lazy';
};

/** An image that always reserves its space, so the page never jumps while pictures load. */
export function SiteImage({
  path,
  alt,
  width,
  height,
  imageUrl = defaultImageUrl,
  className,
  loading = 'lazy',
}: SiteImageProps) {
  const classes = ['site-image', className].filter(Boolean).join(' ');
  if (!path) {
    // Missing content still keeps the layout; the empty box is decoration, not content.
    return (
      <span
        className={`${classes} site-image--placeholder`}
        style={{ aspectRatio: `${width} / ${height}` }}
        aria-hidden="true"
      />
    );
  }
  return (
    <img
      className={classes}
      src={imageUrl(path)}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      style={{ aspectRatio: `${width} / ${height}` }}
    />
  );
}
