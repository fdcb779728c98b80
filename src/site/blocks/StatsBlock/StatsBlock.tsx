import type { BlockViewProps } from '../blockView';
import './StatsBlock.css';

/** Figures in a row ("1,200+ coaching institutes"), one to six, as the editor wrote them. */
export function StatsBlock({ block, headingId }: BlockViewProps<'stats'>) {
  return (
    <section
      className="stats-block"
      {...(block.title ? { 'aria-labelledby': headingId } : { 'aria-label': 'In figures' })}
    >
      <div className="container">
        {block.title ? (
          <h2 id={headingId} className="stats-block__title">
            {block.title}
          </h2>
        ) : null}
        <dl className="stats-block__list">
          {block.items.map((item, index) => (
            <div key={index} className="stats-block__item">
              <dt className="stats-block__label">{item.label}</dt>
              <dd className="stats-block__value">{item.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
