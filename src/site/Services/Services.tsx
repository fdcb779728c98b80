import { altOf } from '@/sdk/content/display';
import type { HomeContent } from '@/sdk/content';
import { SECTION_ANCHORS } from '@/sdk/content/sectionAnchors';
import { servicesFallback } from '@/src/content/landing';
import { SiteImage } from '../SiteImage';
import type { ImageUrlResolver } from '../SiteImage';
import './Services.css';

export type ServicesProps = {
  /** The home record (its service fields); null while missing: fixed copy, placeholder images. */
  content?: HomeContent | null;
  /** Turns a stored image path into a URL. */
  imageUrl?: ImageUrlResolver;
};

const ordinals = ['One', 'Two', 'Three', 'Four'] as const;

/** The four boxes from the home record's numbered fields, or the fixed copy when missing. */
function serviceBoxes(content: HomeContent | null | undefined) {
  return ordinals.map((o, i) => ({
    title: content?.[`serviceTitle${o}`] || servicesFallback.items[i]!.title,
    subTitle: content?.[`serviceSubTitle${o}`] || servicesFallback.items[i]!.subTitle,
    image: content?.[`serviceImage${o}`],
    alt: altOf(content, `serviceImage${o}`),
  }));
}

/** Landing section 4, the header's Service target (`id="service"`): centre image, four boxes. */
export function Services({ content, imageUrl }: ServicesProps) {
  const boxes = serviceBoxes(content);
  const box = (b: (typeof boxes)[number]) => (
    <li key={b.title} className="services__box">
      <SiteImage
        className="services__icon"
        path={b.image}
        alt={b.alt}
        width={240}
        height={160}
        sizes="72px"
        imageUrl={imageUrl}
      />
      <h3 className="services__box-title">{b.title}</h3>
      <p className="services__box-text">{b.subTitle}</p>
    </li>
  );

  return (
    <section
      id={SECTION_ANCHORS.service.id}
      className="section section--subtle"
      aria-labelledby="service-title"
    >
      <div className="container">
        <header className="section__header">
          <h2 id="service-title" className="section__title">
            {content?.serviceTitle || servicesFallback.title}
          </h2>
          <p className="section__lead">{content?.serviceSubTitle || servicesFallback.subTitle}</p>
        </header>
        <div className="services__layout">
          <ul className="services__column">{boxes.slice(0, 2).map(box)}</ul>
          <SiteImage
            className="services__centre"
            path={content?.serviceImage}
            alt={altOf(content, 'serviceImage')}
            width={560}
            height={420}
            sizes="(max-width: 599.98px) 92vw, (max-width: 999.98px) 560px, 440px"
            imageUrl={imageUrl}
          />
          <ul className="services__column">{boxes.slice(2).map(box)}</ul>
        </div>
      </div>
    </section>
  );
}
