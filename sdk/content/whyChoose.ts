import type { z } from 'zod';
import { defineSingleton } from './define';
import type { ItemOf } from './define';
import { REASON_ORDINALS } from './display';
import type { ReasonOrdinal } from './display';
import { longText, text } from './textFields';

export { REASON_ORDINALS } from './display';
export type { ReasonOrdinal } from './display';

const reasonTitle = () => text({ max: 100 });
const reasonText = () => longText({ max: 500 });
const reasons = Object.fromEntries(
  REASON_ORDINALS.flatMap((o) => [
    [`reason${o}Title`, reasonTitle()],
    [`reason${o}Text`, reasonText()],
  ]),
) as Record<`reason${ReasonOrdinal}Title`, ReturnType<typeof reasonTitle>> &
  Record<`reason${ReasonOrdinal}Text`, ReturnType<typeof reasonText>>;

/** "Why Teachers Choose Us": the title, its lead and four reasons. */
export const whyChooseFieldList = {
  title: text({ max: 200 }),
  lead: longText({ max: 1000 }),
  ...reasons,
};

export const whyChoose = defineSingleton({
  key: 'whyChoose',
  api: '/api/whyChooseSection',
  idField: 'whyChooseSectionId',
  fields: whyChooseFieldList,
  strict: true, // an unknown key is a 400 (issue 14)
  creatable: false,
  screen: '/why-choose-us',
  notFound: 'No "why choose us" section with this id.',
});
export const WhyChooseFields = whyChoose.writeFields;
export type WhyChooseFields = z.infer<typeof WhyChooseFields>;
export const WhyChooseSection = whyChoose.item;
export type WhyChooseSection = ItemOf<typeof whyChoose>;
