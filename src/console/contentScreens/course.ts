import type { course } from '@/sdk/content';
import type { SingletonScreens } from './screens';

// The console's half of the course declaration (sdk/content/course.ts): labels, form fields and
// table columns. Kept in its own module so none of it reaches the public pages' bundle.

export const courseScreens = {
  group: 'Pages',
  label: 'Course',
  form: 'Course section',
  card: 'Course',
  fields: {
    courseTitle: { label: 'Course Title', kind: 'text' },
    courseSubTitle: { label: 'Course Sub Title', kind: 'multiline' },
    courseImage: { label: 'Course Image', kind: 'image' },
    pointOne: { label: 'Point One', kind: 'text' },
    pointTwo: { label: 'Point Two', kind: 'text' },
    pointThree: { label: 'Point Three', kind: 'text' },
    pointFour: { label: 'Point Four', kind: 'text' },
    pointFive: { label: 'Point Five', kind: 'text' },
  },
} satisfies SingletonScreens<typeof course>;
