// The landing page's sections a link may jump to (`/#feature`): the ids their components carry
// (src/site) and the names the console's menu editor offers them by. One list, so an id renamed
// on the page cannot leave the menu editor offering a link that lands nowhere.

/** A landing section a link can point at: its element id and its name for an editor. */
export interface SectionAnchor {
  id: string;
  name: string;
}

export const SECTION_ANCHORS = {
  eLearning: { id: 'e-learning', name: 'About e-learning' },
  service: { id: 'service', name: 'Services' },
  feature: { id: 'feature', name: 'Features' },
} as const satisfies Record<string, SectionAnchor>;

/** A section's address as a link line takes it: `/#feature`. */
export const sectionHref = (anchor: SectionAnchor): string => `/#${anchor.id}`;
