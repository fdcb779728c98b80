import type { business } from '@/sdk/content';
import type { SingletonScreens } from './screens';

// The console's half of the business declaration (sdk/content/business.ts): labels, form fields and
// table columns. Kept in its own module so none of it reaches the public pages' bundle.

export const businessScreens = {
  group: 'Pages',
  label: 'Business Online',
  form: 'Business statistics',
  card: 'Business Online',
  fields: {
    cities: { label: 'Cities' },
    teachers: { label: 'Teachers' },
    students: { label: 'Students' },
  },
} satisfies SingletonScreens<typeof business>;
