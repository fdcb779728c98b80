import { useId, useState } from 'react';
import { faqItems } from '@/src/content/landing';
import './FaqAccordion.css';

export type FaqAccordionProps = {
  /** The item open at first, by id; `null` starts with all closed. */
  defaultOpenId?: string | null;
};

/**
 * Landing section 10: the three FAQ items as an accordion. One open at a time: opening one closes
 * the other, and the open one closes on a second press. Headings hold buttons (WAI-ARIA pattern).
 */
export function FaqAccordion({ defaultOpenId = faqItems[0].id }: FaqAccordionProps) {
  const [openId, setOpenId] = useState<string | null>(defaultOpenId);
  const baseId = useId();

  return (
    <section className="section section--subtle" aria-labelledby="faq-title">
      <div className="container faq">
        <header className="section__header">
          <h2 id="faq-title" className="section__title">
            Frequently Asked Questions
          </h2>
        </header>
        <div className="faq__list">
          {faqItems.map((item) => {
            const open = item.id === openId;
            return (
              <div key={item.id} className="faq__item" data-open={open || undefined}>
                <h3 className="faq__heading">
                  <button
                    type="button"
                    id={`${baseId}-q-${item.id}`}
                    className="faq__question"
                    aria-expanded={open}
                    aria-controls={`${baseId}-a-${item.id}`}
                    onClick={() => setOpenId(open ? null : item.id)}
                  >
                    {item.question}
                    <span className="faq__sign" aria-hidden="true" />
                  </button>
                </h3>
                <div
                  id={`${baseId}-a-${item.id}`}
                  role="region"
                  aria-labelledby={`${baseId}-q-${item.id}`}
                  className="faq__answer"
                  hidden={!open}
                >
                  <p>{item.answer}</p>
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
