import { ContentMessages, REASON_ORDINALS } from '@/sdk/content';
import type { ReasonOrdinal, whyChoose } from '@/sdk/content';
import type { FieldSpec, SingletonScreens } from './screens';

// The console's half of the "why choose us" declaration (sdk/content/whyChoose.ts). Kept in its
// own module so none of it reaches the public pages' bundle.

const icons: Record<ReasonOrdinal, string> = {
  One: 'rocket',
  Two: 'lock',
  Three: 'phone',
  Four: 'support',
};
const reason = <O extends ReasonOrdinal>(o: O) =>
  ({
    [`reason${o}Title`]: { label: `Reason ${o} Title (${icons[o]} icon)` },
    [`reason${o}Text`]: { label: `Reason ${o} Text`, rows: 2 },
  }) as Record<`reason${O}Title` | `reason${O}Text`, FieldSpec>;

export const whyChooseScreens = {
  group: 'Pages',
  label: 'Why Choose Us',
  form: 'Why teachers choose us',
  savedMessage: ContentMessages.updated,
  fields: {
    title: { label: 'Title' },
    lead: { label: 'Lead', rows: 3 },
    ...reason('One'),
    ...reason('Two'),
    ...reason('Three'),
    ...reason('Four'),
  },
  cards: [
    {
      title: 'Why Teachers Choose Us',
      fields: [
        'title',
        'lead',
        ...REASON_ORDINALS.map((o) => ({
          legend: `Reason ${o}`,
          fields: [`reason${o}Title`, `reason${o}Text`] as const,
        })),
      ],
    },
  ],
} satisfies SingletonScreens<typeof whyChoose>;
