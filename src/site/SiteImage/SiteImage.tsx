import { imageVariants, srcSet } from '@/sdk/media/imageVariants';
import './SiteImage.css';

/**
 * Turns a stored image path (relative to the API host, spec 3) into a URL. Every landing section
 * takes one, so the app decides the host once (browser: same origin; server: absolute URL).
 */
export type ImageUrlResolver = (path: string) => string;

/** Default resolver: absolute URLs and data URLs pass through; a relative path hangs off `/`. */
export const defaultImageUrl: ImageUrlResolver = (path) =>
  /^(https?:|data:|blob:|\/)/.test(path) ? path : `/${path}`;

/** The srcsets of a stored picture's width variants; null when it has none (one file). */
export function responsiveSources(path: string, imageUrl: ImageUrlResolver = defaultImageUrl) {
  const variants = imageVariants(path);
  if (!variants) return null;
  return {
    webp: variants.webp.length > 0 ? srcSet(variants.webp, imageUrl) : null,
    fallback: srcSet(variants.fallback, imageUrl),
  };
}

export type SiteImageProps = {
  /** Stored path (or URL); empty or missing draws a same-sized placeholder instead. */
  path: string | null | undefined;
  /** Alt text; pass '' for a purely decorative picture. */
  alt: string;
  /** Intrinsic width in px: with height it reserves the box before the file arrives (no shift). */
  width: number;
  /** Intrinsic height in px. */
  height: number;
  /**
   * How wide the picture is drawn, as the `sizes` attribute (e.g. `(max-width: 800px) 100vw,
   * 540px`): the browser picks the smallest variant that fills it. Only used with variants.
   */
  sizes?: string;
  /** Resolves `path` to a URL. */
  imageUrl?: ImageUrlResolver;
  /** Extra class for layout. */
  className?: string;
  /** `eager` only for the first screen (the banner); everything else loads lazily. */
  loading?: 'eager' | 'lazy';
  /** `high` for the page's largest first-screen picture (LCP), fetched before other images. */
  fetchPriority?: 'high' | 'auto';
};

/**
 * An image that always reserves its space, so the page never jumps while pictures load. A stored
 * picture with width variants becomes a <picture>: WebP where the browser takes it, the original
 * format otherwise, each at the width `sizes` asks for.
 */
export function SiteImage({
  path,
  alt,
  width,
  height,
  sizes = '100vw',
  imageUrl = defaultImageUrl,
  className,
  loading = 'lazy',
  fetchPriority,
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
  const sources = responsiveSources(path, imageUrl);
  const image = (
    // loading, sizes and srcset before src: a browser creating the element (not parsing HTML)
    // may start fetching as soon as src is set.
    <img
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
      sizes={sources ? sizes : undefined}
      srcSet={sources?.fallback}
      src={imageUrl(path)}
      className={classes}
      alt={alt}
      width={width}
      height={height}
      style={{ aspectRatio: `${width} / ${height}` }}
    />
  );
  if (!sources) return image;
  return (
    // `display: contents`: the <img> stays the box the sections lay out, as without variants.
    // Always a <picture> (even with no WebP source): React's server renderer then adds no preload
    // of its own into the body; the page head carries the one for the banner.
    <picture className="site-image-picture">
      {sources.webp ? <source type="image/webp" srcSet={sources.webp} sizes={sizes} /> : null}
      {image}
    </picture>
  );
}
