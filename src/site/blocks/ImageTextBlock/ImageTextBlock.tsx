import { LeadLink } from '../../LeadLink';
import { SiteImage } from '../../SiteImage';
import type { BlockViewProps } from '../blockView';
import { blockCta } from '../blockView';
import './ImageTextBlock.css';

/** The picture's box: 4:3, filled by the picture (object-fit), so the page never jumps. */
export const IMAGE_TEXT_WIDTH = 640;
export const IMAGE_TEXT_HEIGHT = 480;
/**
 * How wide the picture is drawn (ImageTextBlock.css: one column below 800 px, else half of the
 * 1200 px container less the gap), so the browser picks the smallest variant that fills it.
 */
export const IMAGE_TEXT_SIZES = '(max-width: 799.98px) 92vw, (max-width: 1199.98px) 46vw, 560px';

/**
 * A picture beside a heading and text, on the side the editor chose, with an optional button to
 * the lead form. Never the page's opening picture (the hero's is), so it loads lazily; nothing
 * to press but a link, so the browser keeps the server's HTML (no script).
 */
export function ImageTextBlock({ block, headingId, imageUrl }: BlockViewProps<'imageText'>) {
  return (
    <section
      className={`section image-text image-text--${block.imageSide}`}
      aria-labelledby={headingId}
    >
      <div className="container image-text__grid">
        <SiteImage
          className="image-text__image"
          path={block.image}
          alt={block.imageDecorative ? '' : block.imageAlt}
          width={IMAGE_TEXT_WIDTH}
          height={IMAGE_TEXT_HEIGHT}
          sizes={IMAGE_TEXT_SIZES}
          imageUrl={imageUrl}
          loading="lazy"
        />
        <div className="image-text__copy">
          <h2 id={headingId} className="section__title image-text__title">
            {block.title}
          </h2>
          {block.text ? <p className="image-text__text">{block.text}</p> : null}
          {block.cta ? (
            <LeadLink
              cta={blockCta('image and text', block.cta)}
              className="button button--accent image-text__cta"
            >
              {block.cta}
            </LeadLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
