import type { testimonials } from '@/sdk/content';
import type { TestimonialItem } from '@/sdk/content';
import type { CollectionScreens } from './screens';

// The console's half of the testimonials declaration (sdk/content/testimonials.ts): labels, form fields and
// table columns. Kept in its own module so none of it reaches the public pages' bundle.

const person = (t: TestimonialItem) => t.testimonialPersonName;

export const testimonialScreens = {
  group: 'Testimonials',
  card: 'Testimonials',
  fields: {
    testimonialImg: {
      label: 'Testimonials Image',
      preview: { width: 160, height: 160 },
    },
    // Spec: a star input with no cancel, five stars until someone picks another.
    rating: { label: 'Rating', kind: 'rating', initial: 5 },
    testimonialDesc: { label: 'Testimonials Desc', rows: 4 },
    testimonialPersonName: { label: 'Testimonials Person Name' },
  },
  list: {
    label: 'Manage Testimonials',
    caption: 'Testimonials',
    empty: 'No testimonials yet.',
    search: 'Search testimonials',
    // Each column's kind and value follow from its field (./tableColumns.ts); the rating's stars
    // from its form's kind. The item's name is the person's, the first required text.
    columns: [
      'position',
      { field: 'testimonialPersonName', header: 'Person Name' },
      { field: 'testimonialImg', header: 'Image', box: { width: 60, height: 30 } },
      { field: 'testimonialDesc', header: 'Desc', filterable: true },
      { field: 'rating' },
      'status',
      { kind: 'actions', itemName: (t) => `testimonial of ${person(t)}` },
    ],
  },
  create: { label: 'Create New Testimonial', form: 'Create new testimonial' },
  update: { title: 'Update Testimonial', form: 'Update testimonial' },
  confirmDelete: {
    title: 'Delete this testimonial?',
    body: (t) =>
      `The testimonial of ${person(t)} will be removed from the site. You can undo it for a few seconds, or restore it from the Trash later.`,
  },
} satisfies CollectionScreens<typeof testimonials>;
