import { z } from 'zod';
import { FormBoolean, requiredText } from '../schemas/common';
import { defineCollection } from './define';

/** A question of the landing page's FAQ, shown when active, in the editor's order. */
export const FaqItem = z.object({
  _id: z.string(),
  question: z.string(),
  answer: z.string(),
  isActive: z.boolean(),
});
export type FaqItem = z.infer<typeof FaqItem>;

/** Creating a question; strict: an unknown key is a 400 (issue 14). */
export const FaqCreate = z.strictObject({
  question: requiredText(300),
  answer: requiredText(3000),
  isActive: FormBoolean.optional(),
});
export type FaqCreate = z.infer<typeof FaqCreate>;

/** The landing page's FAQ (issue 14): an ordered list of questions and answers. */
export const faqs = defineCollection({
  key: 'faqs',
  api: '/api/faqSection',
  idField: 'faqSectionId',
  item: FaqItem,
  create: FaqCreate,
  images: {},
  order: 'manual',
  screens: { list: '/manage-faqs', create: '/create-new-faq', update: '/update-faq' },
  notFound: 'No question with this id.',
});
