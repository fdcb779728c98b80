import { z } from 'zod';
import { requiredText } from '../schemas/common';
import { defineSingleton } from './define';
import type { ItemOf } from './define';

/** The "About e-learning" section: eyebrow, title and paragraphs. Strict (issue 14). */
export const ELearningFields = z.strictObject({
  eyebrow: requiredText(80),
  title: requiredText(200),
  /** Paragraphs, separated by an empty line. */
  body: requiredText(3000),
});
export type ELearningFields = z.infer<typeof ELearningFields>;

export const eLearning = defineSingleton({
  key: 'eLearning',
  api: '/api/eLearningSection',
  idField: 'eLearningSectionId',
  fields: ELearningFields,
  images: {},
  creatable: false,
  screen: '/e-learning',
  notFound: 'No e-learning section with this id.',
});
export const ELearningSection = eLearning.item;
export type ELearningSection = ItemOf<typeof eLearning>;

export { paragraphsOf } from './display';
