import { altOf } from '@/sdk/content/display';
import type { HomeContent } from '@/sdk/content';
import { defaultImageUrl, responsiveSources } from '../SiteImage';
import type { ImageUrlResolver } from '../SiteImage';
import './AppBanners.css';

/** Both banners fill the container (1200 px less its padding). */
const SIZES = '(max-width: 1199.98px) 92vw, 1136px';
const MOBILE = '(max-width: 599.98px)';

export type AppBannersProps = {
  /**
   * The home record's banner images and the laptop banner's alt text (it covers the mobile one:
   * one picture); null or an empty laptop image leaves the section out.
   */
  content?: Pick<
    HomeContent,
    'serviceBannerImage' | 'serviceBannerImageMob' | 'serviceBannerImageAlt'
  > | null;
  /** Turns a stored image path into a URL. */
  imageUrl?: ImageUrlResolver;
};

/**
 * Landing section 6: the laptop banner, swapped for the mobile banner below 600 px (art direction
 * with <picture>; each source carries its own size, so neither shifts the layout). The mobile
 * image is optional in the console, so without it the laptop banner shows everywhere.
 */
export function AppBanners({ content, imageUrl = defaultImageUrl }: AppBannersProps) {
  if (!content?.serviceBannerImage) return null;
  const mobile = content.serviceBannerImageMob;
  // Width variants (WebP first) where the uploads have them; a single file otherwise.
  const laptopSources = responsiveSources(content.serviceBannerImage, imageUrl);
  const mobileSources = mobile ? responsiveSources(mobile, imageUrl) : null;
  return (
    <section className="section app-banners" aria-label="Web and mobile app">
      <div className="container">
        <picture>
          {mobileSources?.webp ? (
            <source
              media={MOBILE}
              type="image/webp"
              srcSet={mobileSources.webp}
              sizes={SIZES}
              width={600}
              height={600}
            />
          ) : null}
          {mobile ? (
            <source
              media={MOBILE}
              srcSet={mobileSources?.fallback ?? imageUrl(mobile)}
              sizes={mobileSources ? SIZES : undefined}
              width={600}
              height={600}
            />
          ) : null}
          {laptopSources?.webp ? (
            <source type="image/webp" srcSet={laptopSources.webp} sizes={SIZES} />
          ) : null}
          <img
            className="app-banners__image"
            sizes={laptopSources ? SIZES : undefined}
            srcSet={laptopSources?.fallback}
            src={imageUrl(content.serviceBannerImage)}
            alt={altOf(content, 'serviceBannerImage')}
            width={1200}
            height={500}
            loading="lazy"
            decoding="async"
          />
        </picture>
      </div>
    </section>
  );
}
