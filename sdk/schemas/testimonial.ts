import { z } from 'zod';
import { FormBoolean, ImagePath, RecordId, requiredText } from './common';

/** Star rating, 1 to 5; multipart sends it as text. */
export const Rating = z.coerce
  .number({ error: 'All fields are required.' })
  .int('The rating is a whole number of stars.')
  .min(1, 'The rating is 1 to 5 stars.')
  .max(5, 'The rating is 1 to 5 stars.');

/** A customer's testimonial, shown in the landing carousel when active. */
export const TestimonialItem = z.object({
  _id: z.string(),
  testimonialDesc: z.string(),
  testimonialPersonName: z.string(),
  testimonialImg: ImagePath,
  rating: z.number().int().min(1).max(5),
  isActive: z.boolean(),
});
export type TestimonialItem = z.infer<typeof TestimonialItem>;

/** Creating a testimonial; testimonialImg is a required file part. */
export const TestimonialCreate = z.object({
  testimonialDesc: requiredText(2000),
  testimonialPersonName: requiredText(200),
  rating: Rating,
  isActive: FormBoolean.optional(),
});
export type TestimonialCreate = z.infer<typeof TestimonialCreate>;

/** Update and status change share one path; a testimonialImg text value is ignored. */
export const TestimonialUpdate = z.object({
  testimonialSectionId: RecordId,
  testimonialDesc: requiredText(2000).optional(),
  testimonialPersonName: requiredText(200).optional(),
  testimonialImg: z.string().max(500).optional(),
  rating: Rating.optional(),
  isActive: FormBoolean.optional(),
});
export type TestimonialUpdate = z.infer<typeof TestimonialUpdate>;

export const TestimonialFilter = z.object({
  _id: RecordId.optional(),
  testimonialSectionId: RecordId.optional(),
  isActive: z.boolean().optional(),
});
export type TestimonialFilter = z.infer<typeof TestimonialFilter>;

export const TestimonialDelete = z.object({ testimonialSectionId: RecordId });
export type TestimonialDelete = z.infer<typeof TestimonialDelete>;
