import { z } from 'zod';
import { FormBoolean, requiredText } from '../schemas/common';
import { defineCollection } from './define';

/** One tab of "Explore Our Features": its label, the panel's title and text. */
export const FeatureTabItem = z.object({
  _id: z.string(),
  label: z.string(),
  title: z.string(),
  text: z.string(),
  isActive: z.boolean(),
});
export type FeatureTabItem = z.infer<typeof FeatureTabItem>;

/** Creating a tab; strict: an unknown key is a 400 (issue 14). */
export const FeatureTabCreate = z.strictObject({
  label: requiredText(40),
  title: requiredText(200),
  text: requiredText(2000),
  isActive: FormBoolean.optional(),
});
export type FeatureTabCreate = z.infer<typeof FeatureTabCreate>;

/** The landing page's feature tabs (issue 14), in the editor's order. */
export const featureTabs = defineCollection({
  key: 'featureTabs',
  api: '/api/featureTabSection',
  idField: 'featureTabSectionId',
  item: FeatureTabItem,
  create: FeatureTabCreate,
  images: {},
  order: 'manual',
  screens: {
    list: '/manage-feature-tabs',
    create: '/create-new-feature-tab',
    update: '/update-feature-tab',
  },
  notFound: 'No feature tab with this id.',
});
