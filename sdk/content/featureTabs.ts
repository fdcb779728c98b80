import type { z } from 'zod';
import { defineCollection } from './define';
import { longText, text } from './textFields';
import { status } from './valueFields';

/** One tab of "Explore Our Features": its label, the panel's title and text. */
export const featureTabFieldList = {
  label: text({ max: 40 }),
  title: text({ max: 200 }),
  text: longText({ max: 2000 }),
  isActive: status(),
};

/** The landing page's feature tabs (issue 14), in the editor's order. */
export const featureTabs = defineCollection({
  key: 'featureTabs',
  api: '/api/featureTabSection',
  idField: 'featureTabSectionId',
  fields: featureTabFieldList,
  strict: true, // an unknown key is a 400 (issue 14)
  order: 'manual',
  screens: {
    list: '/manage-feature-tabs',
    create: '/create-new-feature-tab',
    update: '/update-feature-tab',
  },
  notFound: 'No feature tab with this id.',
});

export const FeatureTabItem = featureTabs.item;
export type FeatureTabItem = z.infer<typeof FeatureTabItem>;
export const FeatureTabCreate = featureTabs.writeFields;
export type FeatureTabCreate = z.infer<typeof FeatureTabCreate>;
