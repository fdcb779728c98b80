import type { z } from 'zod';
import { defineCollection } from './define';
import { createSchema, imageRules, itemSchema } from './fields';
import { longText, text } from './textFields';
import { status } from './valueFields';

/** A question of the landing page's FAQ, shown when active, in the editor's order. */
export const faqFieldList = {
  question: text({ max: 300 }),
  answer: longText({ max: 3000 }),
  isActive: status(),
};

export const FaqItem = itemSchema(faqFieldList);
export type FaqItem = z.infer<typeof FaqItem>;

/** Creating a question; strict: an unknown key is a 400 (issue 14). */
export const FaqCreate = createSchema(faqFieldList, { strict: true });
export type FaqCreate = z.infer<typeof FaqCreate>;

/** The landing page's FAQ (issue 14): an ordered list of questions and answers. */
export const faqs = defineCollection({
  key: 'faqs',
  api: '/api/faqSection',
  idField: 'faqSectionId',
  item: FaqItem,
  create: FaqCreate,
  images: imageRules(faqFieldList),
  order: 'manual',
  screens: { list: '/manage-faqs', create: '/create-new-faq', update: '/update-faq' },
  notFound: 'No question with this id.',
});
