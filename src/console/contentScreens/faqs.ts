import type { faqs } from '@/sdk/content';
import type { CollectionScreens } from './screens';

// The console's half of the FAQ declaration (sdk/content/faqs.ts). Kept in its own module so
// none of it reaches the public pages' bundle.

export const faqScreens = {
  group: 'FAQ',
  card: 'Question',
  fields: {
    question: { label: 'Question' },
    answer: { label: 'Answer', rows: 5 },
  },
  list: {
    label: 'Manage FAQ',
    caption: 'Questions',
    empty: 'No questions yet.',
    search: 'Search questions',
    // Each column's kind, value and header follow from its field (./tableColumns.ts).
    columns: [
      'position',
      { field: 'question', truncate: true },
      { field: 'answer' },
      'status',
      'actions',
    ],
  },
  create: { label: 'Create New Question', form: 'Create new question' },
  update: { title: 'Update Question', form: 'Update question' },
  confirmDelete: {
    title: 'Delete this question?',
    body: (f) =>
      `"${f.question}" will be removed from the site. You can undo it for a few seconds, or restore it from the Trash later.`,
  },
} satisfies CollectionScreens<typeof faqs>;
