import { altOf } from '@/sdk/content/display';
import type { HomeContent } from '@/sdk/content';
import { defaultImageUrl } from '../SiteImage';
import type { ImageUrlResolver } from '../SiteImage';
import './AppBanners.css';

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
  return (
    <section className="section app-banners" aria-label="Web and mobile app">
      <div className="container">
        <picture>
          {content.serviceBannerImageMob ? (
            <source
              media="(max-width: 599.98px)"
              srcSet={imageUrl(content.serviceBannerImageMob)}
              width={600}
              height={600}
            />
          ) : null}
          <img
            className="app-banners__image"
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
