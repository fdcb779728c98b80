import { REASON_ORDINALS } from '@/sdk/content/display';
import type { ReasonOrdinal, WhyChooseSection } from '@/sdk/content';
import './WhyTeachersChoose.css';

// Drawn icons rather than emoji: emoji fonts differ by system and are missing on some.
const icons: Record<ReasonOrdinal, string> = {
  One: 'M12 2c3 2 5 6 5 10l-2 4H9l-2-4c0-4 2-8 5-10zm0 6a2 2 0 100 4 2 2 0 000-4zM8 18h8l-1 4H9z',
  Two: 'M6 10V8a6 6 0 1112 0v2h1v12H5V10zm2 0h8V8a4 4 0 10-8 0zm4 4a2 2 0 00-1 3.7V19h2v-1.3A2 2 0 0012 14z',
  Three:
    'M7 2h10a2 2 0 012 2v16a2 2 0 01-2 2H7a2 2 0 01-2-2V4a2 2 0 012-2zm0 3v13h10V5zm5 14a1 1 0 100 2 1 1 0 000-2z',
  Four: 'M12 2a9 9 0 019 9v6a3 3 0 01-3 3h-3v-2h3a1 1 0 001-1h-3v-6h3a7 7 0 00-14 0h3v6H5a2 2 0 01-2-2v-4a9 9 0 019-9z',
};

export type WhyTeachersChooseProps = {
  /** The section's copy (title, lead, four reasons); null (a failed call) leaves it out. */
  content: WhyChooseSection | null;
};

/** Landing section 5: four reasons, each with its fixed icon (rocket, lock, phone, support). */
export function WhyTeachersChoose({ content }: WhyTeachersChooseProps) {
  if (!content) return null;
  const reasons = REASON_ORDINALS.map((o) => ({
    icon: icons[o],
    title: content[`reason${o}Title`],
    text: content[`reason${o}Text`],
  }));
  return (
    <section className="section why" aria-labelledby="why-title">
      <div className="container">
        <header className="section__header">
          <h2 id="why-title" className="section__title">
            {content.title}
          </h2>
          <p className="section__lead">{content.lead}</p>
        </header>
        <ul className="why__grid">
          {reasons.map((r, i) => (
            <li key={i} className="why__card">
              <span className="why__icon" aria-hidden="true">
                <svg width="24" height="24" viewBox="0 0 24 24">
                  <path d={r.icon} fill="currentColor" />
                </svg>
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
