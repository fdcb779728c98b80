import { whyTeachersChoose } from '../../content/landing';
import './WhyTeachersChoose.css';

export type WhyTeachersChooseProps = {
  /** Section title; defaults to the fixed copy ('Why Teachers Choose Us'). */
  title?: string;
};

/** Landing section 5: four reasons, fixed copy (not edited in the console). */
export function WhyTeachersChoose({ title = whyTeachersChoose.title }: WhyTeachersChooseProps) {
  return (
    <section className="section why" aria-labelledby="why-title">
      <div className="container">
        <header className="section__header">
          <h2 id="why-title" className="section__title">
            {title}
          </h2>
          <p className="section__lead">{whyTeachersChoose.lead}</p>
        </header>
        <ul className="why__grid">
          {whyTeachersChoose.reasons.map((r) => (
            <li key={r.title} className="why__card">
              <span className="why__icon" aria-hidden="true">
                {r.icon}
              </span>
              <h3 className="why__title">{r.title}</h3>
              <p className="why__text">{r.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
