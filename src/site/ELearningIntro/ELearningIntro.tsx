import { paragraphsOf } from '@/sdk/content/display';
import type { ELearningSection } from '@/sdk/content';
import { SECTION_ANCHORS } from '@/sdk/content/sectionAnchors';
import { LeadLink } from '../LeadLink';
import './ELearningIntro.css';

export type ELearningIntroProps = {
  /** The section's copy; null (a failed call) leaves the section out. */
  content: ELearningSection | null;
};

/** Landing section 3, the header's About target (`id="e-learning"`). */
/** Its 'Book A Meeting' is a call to action named 'about: Book A Meeting' (LeadLink). */
export function ELearningIntro({ content }: ELearningIntroProps) {
  if (!content) return null;
  return (
    <section
      id={SECTION_ANCHORS.eLearning.id}
      className="section elearning"
      aria-labelledby="e-learning-title"
    >
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
          <LeadLink cta="about: Book A Meeting" className="button button--primary">
            Book A Meeting
          </LeadLink>
        </div>
      </div>
    </section>
  );
}
