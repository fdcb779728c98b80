import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { FeatureTabItem } from '@/sdk/content';
import { SECTION_ANCHORS } from '@/sdk/content/sectionAnchors';
import { LeadLink } from '../LeadLink';
import './FeatureTabs.css';

export type FeatureTabsProps = {
  /** The active tabs, in the editor's order; none leaves the section out. */
  tabs: readonly FeatureTabItem[];
  /** The tab shown first, by index (0 = the first tab). */
  defaultIndex?: number;
};

/**
 * Landing section 9, the header's Features target (`id="feature"`): 'Explore Our Features' as
 * ARIA tabs. Arrow keys, Home and End move between tabs and select them (automatic activation);
 * only the selected tab is in the Tab order. Each panel's 'Book A Meeting' is a call to action
 * named 'features: Book A Meeting' (LeadLink).
 */
export function FeatureTabs({ tabs, defaultIndex = 0 }: FeatureTabsProps) {
  const [selected, setSelected] = useState(defaultIndex);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = tabs.length;

  const select = (index: number) => {
    setSelected(index);
    tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: (selected + 1) % count,
      ArrowLeft: (selected - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  if (count === 0) return null;
  return (
    <section
      id={SECTION_ANCHORS.feature.id}
      className="section feature-tabs"
      aria-labelledby="feature-title"
    >
      <div className="container">
        <header className="section__header">
          <h2 id="feature-title" className="section__title">
            Explore Our Features
          </h2>
        </header>
        <div role="tablist" aria-labelledby="feature-title" className="feature-tabs__list">
          {tabs.map((tab, i) => (
            <button
              key={tab._id}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab._id}`}
              aria-selected={i === selected}
              aria-controls={`${baseId}-panel-${tab._id}`}
              tabIndex={i === selected ? 0 : -1}
              className="feature-tabs__tab"
              onClick={() => select(i)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          ))}
        </div>
        {tabs.map((tab, i) => (
          <div
            key={tab._id}
            role="tabpanel"
            id={`${baseId}-panel-${tab._id}`}
            aria-labelledby={`${baseId}-tab-${tab._id}`}
            hidden={i !== selected}
            className="feature-tabs__panel"
          >
            <h3 className="feature-tabs__title">{tab.title}</h3>
            <p className="feature-tabs__text">{tab.text}</p>
            <LeadLink cta="features: Book A Meeting" className="button button--primary">
              Book A Meeting
            </LeadLink>
          </div>
        ))}
      </div>
    </section>
  );
}
