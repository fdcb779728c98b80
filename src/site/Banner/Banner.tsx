import { altOf } from '@/sdk/content/display';
import type { HomeContent } from '@/sdk/content';
import { bannerFallback } from '@/src/content/landing';
import { LeadLink } from '../LeadLink';
import { SiteImage } from '../SiteImage';
import type { ImageUrlResolver } from '../SiteImage';
import { BANNER_IMAGE_SIZES } from './bannerImage';
import './Banner.css';

export type BannerProps = {
  /** The home record's banner fields; null while missing (a failed call): fixed copy is shown. */
  content?: Pick<HomeContent, 'bannerTitle' | 'bannerSubTitle' | 'bannerImage'> | null;
  /** Turns a stored image path into a URL. */
  imageUrl?: ImageUrlResolver;
};

/**
 * Landing section 1: the first screen — the page's one h1, subtitle, picture and call to action
 * ('Get Free Consultant', named 'banner: Get Free Consultant': LeadLink).
 */
export function Banner({ content, imageUrl }: BannerProps) {
  return (
    <section className="banner" aria-labelledby="banner-title">
      <div className="container banner__grid">
        <div className="banner__copy">
          <h1 id="banner-title" className="banner__title">
            {content?.bannerTitle || bannerFallback.title}
          </h1>
          <p className="banner__subtitle">{content?.bannerSubTitle || bannerFallback.subTitle}</p>
          <LeadLink cta="banner: Get Free Consultant" className="button button--accent banner__cta">
            Get Free Consultant
          </LeadLink>
        </div>
        <SiteImage
          className="banner__image"
          path={content?.bannerImage}
          alt={altOf(content, 'bannerImage')}
          width={640}
          height={480}
          sizes={BANNER_IMAGE_SIZES}
          imageUrl={imageUrl}
          loading="eager"
          fetchPriority="high"
        />
      </div>
    </section>
  );
}
