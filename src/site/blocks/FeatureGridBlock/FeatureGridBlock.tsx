import type { BlockViewProps } from '../blockView';
import './FeatureGridBlock.css';

/** Features as cards in a grid (1 to 12): a title and a short text each, centred when few. */
export function FeatureGridBlock({ block, headingId }: BlockViewProps<'featureGrid'>) {
  return (
    <section className="section feature-grid" aria-labelledby={headingId}>
      <div className="container">
        <header className="section__header">
          <h2 id={headingId} className="section__title">
            {block.title}
          </h2>
        </header>
        <ul className="feature-grid__list">
          {block.items.map((item, index) => (
            <li key={index} className="feature-grid__item">
              <h3 className="feature-grid__title">{item.title}</h3>
              {item.text ? <p className="feature-grid__text">{item.text}</p> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
