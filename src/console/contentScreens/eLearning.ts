import type { eLearning } from '@/sdk/content';
import { ContentMessages } from '@/sdk/content';
import type { SingletonScreens } from './screens';

// The console's half of the e-learning declaration (sdk/content/eLearning.ts). Kept in its own
// module so none of it reaches the public pages' bundle.

export const eLearningScreens = {
  group: 'Pages',
  label: 'E-learning',
  form: 'About e-learning section',
  savedMessage: ContentMessages.updated,
  card: 'About E-learning',
  fields: {
    eyebrow: { label: 'Eyebrow' },
    title: { label: 'Title' },
    body: {
      label: 'Text',
      rows: 8,
      hint: 'Leave an empty line between paragraphs.',
    },
  },
} satisfies SingletonScreens<typeof eLearning>;
