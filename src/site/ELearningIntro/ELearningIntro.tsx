import { paragraphsOf } from '@/sdk/content/display';
import type { ELearningSection } from '@/sdk/content';
import './ELearningIntro.css';

export type ELearningIntroProps = {
  /** The section's copy; null (a failed call) leaves the section out. */
  content: ELearningSection | null;
  /** Opens the lead modal (the 'Book A Meeting' button), named 'about: Book A Meeting'. */
  onBookMeeting: (cta: string) => void;
};

/** Landing section 3, the header's About target (`id="e-learning"`). */
export function ELearningIntro({ content, onBookMeeting }: ELearningIntroProps) {
  if (!content) return null;
  return (
    <section id="e-learning" className="section elearning" aria-labelledby="e-learning-title">
      <div className="container elearning__grid">
        <div className="elearning__art" aria-hidden="true">
          <span className="elearning__bubble elearning__bubble--one">Live now · Physics</span>
          <span className="elearning__bubble elearning__bubble--two">Test submitted ✓</span>
          <span className="elearning__bubble elearning__bubble--three">+128 students</span>
        </div>
        <div>
          <p className="section__eyebrow">{content.eyebrow}</p>
          <h2 id="e-learning-title" className="section__title">
            {content.title}
          </h2>
          {paragraphsOf(content.body).map((text, i) => (
            <p key={i} className="section__lead">
              {text}
            </p>
          ))}
          <button
            type="button"
            className="button button--primary"
            onClick={() => onBookMeeting('about: Book A Meeting')}
          >
            Book A Meeting
          </button>
        </div>
      </div>
    </section>
  );
}
