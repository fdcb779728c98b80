import { z } from 'zod';
import { FormBoolean, ImagePath, requiredText } from '../schemas/common';
import { defineCollection } from './define';
import type { CollectionScreens } from './screens';

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

/** The spec's "Testimonial section item". */
export const testimonials = defineCollection({
  key: 'testimonials',
  api: '/api/testimonialSection',
  idField: 'testimonialSectionId',
  item: TestimonialItem,
  create: TestimonialCreate,
  images: { testimonialImg: { required: true } },
  order: 'newest',
  screens: {
    list: '/manage-testimonials',
    create: '/create-new-testimonial',
    update: '/update-testimonial',
  },
  notFound: 'No testimonial with this id.',
});

const person = (t: TestimonialItem) => t.testimonialPersonName;

export const testimonialScreens = {
  group: 'Testimonials',
  card: 'Testimonials',
  fields: {
    testimonialImg: {
      label: 'Testimonials Image',
      kind: 'image',
      preview: { width: 160, height: 160 },
    },
    // Spec: a star input with no cancel, five stars until someone picks another.
    rating: { label: 'Rating', kind: 'rating', initial: 5 },
    testimonialDesc: { label: 'Testimonials Desc', kind: 'multiline', rows: 4 },
    testimonialPersonName: { label: 'Testimonials Person Name', kind: 'text' },
  },
  list: {
    label: 'Manage Testimonials',
    caption: 'Testimonials',
    empty: 'No testimonials yet.',
    search: 'Search testimonials',
    columns: [
      { kind: 'position', header: 'S.NO' },
      { kind: 'text', header: 'Person Name', value: person, sortable: true, filterable: true },
      {
        kind: 'image',
        header: 'Image',
        value: (t) => t.testimonialImg,
        alt: person,
        width: 60,
        height: 30,
      },
      {
        kind: 'text',
        header: 'Desc',
        value: (t) => t.testimonialDesc,
        truncate: true,
        filterable: true,
      },
      { kind: 'rating', header: 'Rating', value: (t) => t.rating },
      { kind: 'status', header: 'Status', label: (t) => `Status of ${person(t)}` },
      { kind: 'actions', header: 'Action', itemName: (t) => `testimonial of ${person(t)}` },
    ],
  },
  create: { label: 'Create New Testimonial', form: 'Create new testimonial' },
  update: { title: 'Update Testimonial', form: 'Update testimonial' },
  confirmDelete: {
    title: 'Delete this testimonial?',
    body: (t) =>
      `The testimonial of ${person(t)} will be removed from the site. This cannot be undone.`,
  },
} satisfies CollectionScreens<typeof testimonials>;
