import { useId, useState } from 'react';
import type { FaqItem } from '@/sdk/content';
import './FaqAccordion.css';

export type FaqAccordionProps = {
  /** The active questions, in the editor's order; none leaves the section out. */
  items: readonly FaqItem[];
  /** The item open at first, by id (default: the first); `null` starts with all closed. */
  defaultOpenId?: string | null;
  /** The section's heading (a page's FAQ block names its own). */
  title?: string;
  /** The heading's id: unique on the page, so a page of blocks may show two FAQ lists. */
  titleId?: string;
};

/**
 * Landing section 10: the FAQ as an accordion. One open at a time: opening one closes
 * the other, and the open one closes on a second press. Headings hold buttons (WAI-ARIA pattern).
 */
export function FaqAccordion({
  items,
  defaultOpenId,
  title = 'Frequently Asked Questions',
  titleId = 'faq-title',
}: FaqAccordionProps) {
  const [openId, setOpenId] = useState<string | null>(
    defaultOpenId === undefined ? (items[0]?._id ?? null) : defaultOpenId,
  );
  const baseId = useId();
  if (items.length === 0) return null;

  return (
    <section className="section section--subtle" aria-labelledby={titleId}>
      <div className="container faq">
        <header className="section__header">
          <h2 id={titleId} className="section__title">
            {title}
          </h2>
        </header>
        <div className="faq__list">
          {items.map((item) => {
            const open = item._id === openId;
            return (
              <div key={item._id} className="faq__item" data-open={open || undefined}>
                <h3 className="faq__heading">
                  <button
                    type="button"
                    id={`${baseId}-q-${item._id}`}
                    className="faq__question"
                    aria-expanded={open}
                    aria-controls={`${baseId}-a-${item._id}`}
                    onClick={() => setOpenId(open ? null : item._id)}
                  >
                    {item.question}
                    <span className="faq__sign" aria-hidden="true" />
                  </button>
                </h3>
                {/* A labelled <section> is the region landmark the answer was given by role. */}
                <section
                  id={`${baseId}-a-${item._id}`}
                  aria-labelledby={`${baseId}-q-${item._id}`}
                  className="faq__answer"
                  hidden={!open}
                >
                  <p>{item.answer}</p>
                </section>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
