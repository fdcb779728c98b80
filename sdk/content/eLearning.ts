import type { z } from 'zod';
import { defineSingleton } from './define';
import type { ItemOf } from './define';
import { longText, text } from './textFields';

/** The "About e-learning" section: eyebrow, title and paragraphs. */
export const eLearningFieldList = {
  eyebrow: text({ max: 80 }),
  title: text({ max: 200 }),
  /** Paragraphs, separated by an empty line. */
  body: longText({ max: 3000 }),
};

export const eLearning = defineSingleton({
  key: 'eLearning',
  api: '/api/eLearningSection',
  idField: 'eLearningSectionId',
  fields: eLearningFieldList,
  strict: true, // an unknown key is a 400 (issue 14)
  creatable: false,
  screen: '/e-learning',
  notFound: 'No e-learning section with this id.',
});
export const ELearningFields = eLearning.writeFields;
export type ELearningFields = z.infer<typeof ELearningFields>;
export const ELearningSection = eLearning.item;
export type ELearningSection = ItemOf<typeof eLearning>;

export { paragraphsOf } from './display';
