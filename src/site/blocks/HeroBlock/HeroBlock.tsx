import { altOf } from '@/sdk/content/display';
import { BANNER_IMAGE_SIZES } from '../../Banner';
import { LeadLink } from '../../LeadLink';
import { SiteImage } from '../../SiteImage';
import type { BlockViewProps } from '../blockView';
import { blockCta } from '../blockView';
import { HeroNextSteps } from './HeroNextSteps';
// The landing banner's look (its stylesheet is already on every public page), plus a little.
import '../../Banner/Banner.css';
import './HeroBlock.css';

/**
 * The page's opening: eyebrow, heading, a few words and the call to action (a link to the lead
 * page, the modal with scripts), with the page's picture beside it when it has one. The banner's
 * look and picture size, so the preload the head carries (app/pageHead.ts) fits it too.
 *
 * `withForm` draws "what happens next" under the button instead of the lead form itself: the
 * page is cached for every visitor, and the lead page's form carries a key and the visit's source
 * of its own (docs/pages.md, "Why the hero has no form").
 */
export function HeroBlock({ block, data, headingId, first, imageUrl }: BlockViewProps<'hero'>) {
  const { page } = data;
  const Heading = first ? 'h1' : 'h2';
  return (
    <section className="banner hero-block" aria-labelledby={headingId}>
      <div className={`container banner__grid${page.heroImage ? '' : ' hero-block__grid--text'}`}>
        <div className="banner__copy">
          {block.eyebrow ? <p className="section__eyebrow">{block.eyebrow}</p> : null}
          <Heading id={headingId} className="banner__title">
            {block.title}
          </Heading>
          {block.text ? <p className="banner__subtitle">{block.text}</p> : null}
          <LeadLink cta={blockCta('hero', block.cta)} className="button button--accent banner__cta">
            {block.cta}
          </LeadLink>
          {block.withForm ? <HeroNextSteps /> : null}
        </div>
        {page.heroImage ? (
          <SiteImage
            className="banner__image"
            path={page.heroImage}
            alt={altOf(page, 'heroImage')}
            width={640}
            height={480}
            sizes={BANNER_IMAGE_SIZES}
            imageUrl={imageUrl}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
          />
        ) : null}
      </div>
    </section>
  );
}
