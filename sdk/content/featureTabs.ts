import type { z } from 'zod';
import { defineCollection } from './define';
import { createSchema, imageRules, itemSchema } from './fields';
import { longText, text } from './textFields';
import { status } from './valueFields';

/** One tab of "Explore Our Features": its label, the panel's title and text. */
export const featureTabFieldList = {
  label: text({ max: 40 }),
  title: text({ max: 200 }),
  text: longText({ max: 2000 }),
  isActive: status(),
};

export const FeatureTabItem = itemSchema(featureTabFieldList);
export type FeatureTabItem = z.infer<typeof FeatureTabItem>;

/** Creating a tab; strict: an unknown key is a 400 (issue 14). */
export const FeatureTabCreate = createSchema(featureTabFieldList, { strict: true });
export type FeatureTabCreate = z.infer<typeof FeatureTabCreate>;

/** The landing page's feature tabs (issue 14), in the editor's order. */
export const featureTabs = defineCollection({
  key: 'featureTabs',
  api: '/api/featureTabSection',
  idField: 'featureTabSectionId',
  item: FeatureTabItem,
  create: FeatureTabCreate,
  images: imageRules(featureTabFieldList),
  order: 'manual',
  screens: {
    list: '/manage-feature-tabs',
    create: '/create-new-feature-tab',
    update: '/update-feature-tab',
  },
  notFound: 'No feature tab with this id.',
});
