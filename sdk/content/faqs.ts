import type { z } from 'zod';
import { defineCollection } from './define';
import { longText, text } from './textFields';
import { status } from './valueFields';

/** A question of the landing page's FAQ, shown when active, in the editor's order. */
export const faqFieldList = {
  question: text({ max: 300 }),
  answer: longText({ max: 3000 }),
  isActive: status(),
};

/** The landing page's FAQ (issue 14): an ordered list of questions and answers. */
export const faqs = defineCollection({
  key: 'faqs',
  api: '/api/faqSection',
  idField: 'faqSectionId',
  fields: faqFieldList,
  strict: true, // an unknown key is a 400 (issue 14)
  order: 'manual',
  screens: { list: '/manage-faqs', create: '/create-new-faq', update: '/update-faq' },
  notFound: 'No question with this id.',
});

export const FaqItem = faqs.item;
export type FaqItem = z.infer<typeof FaqItem>;
export const FaqCreate = faqs.writeFields;
export type FaqCreate = z.infer<typeof FaqCreate>;
