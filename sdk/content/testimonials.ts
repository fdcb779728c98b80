import type { z } from 'zod';
import { ALL_FIELDS_REQUIRED } from '../schemas/common';
import { defineCollection } from './define';
import { longText, text } from './textFields';
import { image, number, status } from './valueFields';

const outOfRange = 'The rating is 1 to 5 stars.';

/** A customer's testimonial, shown in the landing carousel when active. */
export const testimonialFieldList = {
  testimonialDesc: longText({ max: 2000 }),
  testimonialPersonName: text({ max: 200 }),
  // The person's name is printed beside the photo, so an editor may mark it decorative.
  testimonialImg: image({ alt: 'mayBeDecorative' }),
  rating: number({
    min: 1,
    max: 5,
    sample: 5,
    messages: {
      missing: ALL_FIELDS_REQUIRED,
      whole: 'The rating is a whole number of stars.',
      tooSmall: outOfRange,
      tooLarge: outOfRange,
    },
  }),
  isActive: status(),
};

/** Star rating, 1 to 5; multipart sends it as text. */
export const Rating = testimonialFieldList.rating.write;

/** The spec's "Testimonial section item". */
export const testimonials = defineCollection({
  key: 'testimonials',
  api: '/api/testimonialSection',
  idField: 'testimonialSectionId',
  fields: testimonialFieldList,
  strict: false,
  // The editor's order (drag and drop); a new item goes first, as the spec asks.
  order: 'manual',
  screens: {
    list: '/manage-testimonials',
    create: '/create-new-testimonial',
    update: '/update-testimonial',
  },
  notFound: 'No testimonial with this id.',
});

/** Creating a testimonial; testimonialImg is a required file part. */
export const TestimonialCreate = testimonials.writeFields;
export type TestimonialCreate = z.infer<typeof TestimonialCreate>;

/** A record as the API answers it, with its image's alt text (sdk/content/imageAlt.ts). */
export const TestimonialItem = testimonials.item;
export type TestimonialItem = z.infer<typeof TestimonialItem>;
