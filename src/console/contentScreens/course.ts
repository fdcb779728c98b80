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
    courseTitle: { label: 'Course Title' },
    courseSubTitle: { label: 'Course Sub Title' },
    courseImage: { label: 'Course Image' },
    pointOne: { label: 'Point One' },
    pointTwo: { label: 'Point Two' },
    pointThree: { label: 'Point Three' },
    pointFour: { label: 'Point Four' },
    pointFive: { label: 'Point Five' },
  },
} satisfies SingletonScreens<typeof course>;
