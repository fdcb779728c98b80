import { z } from 'zod';
import { FormBoolean, ImagePath, requiredText } from '../schemas/common';
import { defineCollection } from './define';

/** Star rating, 1 to 5; multipart sends it as text. */
export const Rating = z.coerce
  .number({ error: 'All fields are required.' })
  .int('The rating is a whole number of stars.')
  .min(1, 'The rating is 1 to 5 stars.')
  .max(5, 'The rating is 1 to 5 stars.');

/** A customer's testimonial, shown in the landing carousel when active. */
const TestimonialItemFields = z.object({
  _id: z.string(),
  testimonialDesc: z.string(),
  testimonialPersonName: z.string(),
  testimonialImg: ImagePath,
  rating: z.number().int().min(1).max(5),
  isActive: z.boolean(),
});

/** Creating a testimonial; testimonialImg is a required file part. */
export const TestimonialCreate = z.object({
  testimonialDesc: requiredText(2000),
  testimonialPersonName: requiredText(200),
  rating: Rating,
  isActive: FormBoolean.optional(),
});
export type TestimonialCreate = z.infer<typeof TestimonialCreate>;

/** The spec's "Testimonial section item". */
export const testimonials = defineCollection({
  key: 'testimonials',
  api: '/api/testimonialSection',
  idField: 'testimonialSectionId',
  item: TestimonialItemFields,
  create: TestimonialCreate,
  // The person's name is printed beside the photo, so an editor may mark it decorative.
  images: { testimonialImg: { required: true, alt: 'mayBeDecorative' } },
  // The editor's order (drag and drop); a new item goes first, as the spec asks.
  order: 'manual',
  screens: {
    list: '/manage-testimonials',
    create: '/create-new-testimonial',
    update: '/update-testimonial',
  },
  notFound: 'No testimonial with this id.',
});

/** A record as the API answers it, with its image's alt text (sdk/content/imageAlt.ts). */
export const TestimonialItem = testimonials.item;
export type TestimonialItem = z.infer<typeof TestimonialItem>;
