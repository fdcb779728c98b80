import { z } from 'zod';
import { requiredText } from '../schemas/common';
import { defineSingleton } from './define';
import type { ItemOf } from './define';
import { REASON_ORDINALS } from './display';
import type { ReasonOrdinal } from './display';

export { REASON_ORDINALS } from './display';
export type { ReasonOrdinal } from './display';

const reasons = Object.fromEntries(
  REASON_ORDINALS.flatMap((o) => [
    [`reason${o}Title`, requiredText(100)],
    [`reason${o}Text`, requiredText(500)],
  ]),
) as Record<
  `reason${ReasonOrdinal}Title` | `reason${ReasonOrdinal}Text`,
  ReturnType<typeof requiredText>
>;

/** "Why Teachers Choose Us": the title, its lead and four reasons. Strict (issue 14). */
export const WhyChooseFields = z.strictObject({
  title: requiredText(200),
  lead: requiredText(1000),
  ...reasons,
});
export type WhyChooseFields = z.infer<typeof WhyChooseFields>;

export const whyChoose = defineSingleton({
  key: 'whyChoose',
  api: '/api/whyChooseSection',
  idField: 'whyChooseSectionId',
  fields: WhyChooseFields,
  images: {},
  creatable: false,
  screen: '/why-choose-us',
  notFound: 'No "why choose us" section with this id.',
});
export const WhyChooseSection = whyChoose.item;
export type WhyChooseSection = ItemOf<typeof whyChoose>;
