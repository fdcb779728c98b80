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
    columns: [
      { kind: 'position', header: 'S.NO' },
      {
        kind: 'text',
        header: 'Question',
        value: (f) => f.question,
        truncate: true,
        sortable: true,
        filterable: true,
      },
      { kind: 'text', header: 'Answer', value: (f) => f.answer, truncate: true },
      { kind: 'status', header: 'Status', label: (f) => `Status of ${f.question}` },
      { kind: 'actions', header: 'Action', itemName: (f) => f.question },
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
