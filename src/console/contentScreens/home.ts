import type { home } from '@/sdk/content';
import type { FieldSpec, SingletonScreens } from './screens';

// The console's half of the home declaration (sdk/content/home.ts): labels, form fields and
// table columns. Kept in its own module so none of it reaches the public pages' bundle.

const ordinals = ['One', 'Two', 'Three', 'Four'] as const;
type Ordinal = (typeof ordinals)[number];
/** One of the four sub-services: title, sub title and image, named serviceTitleOne and so on. */
const service = <O extends Ordinal>(o: O) =>
  ({
    [`serviceTitle${o}`]: { label: `Service ${o} Title`, kind: 'text' },
    [`serviceSubTitle${o}`]: { label: `Service ${o} Sub Title`, kind: 'multiline' },
    [`serviceImage${o}`]: { label: `Service ${o} Image`, kind: 'image' },
  }) as Record<`serviceTitle${O}` | `serviceSubTitle${O}` | `serviceImage${O}`, FieldSpec>;

export const homeScreens = {
  group: 'Pages',
  label: 'Home',
  form: 'Home content',
  fields: {
    bannerTitle: { label: 'Banner Title', kind: 'text' },
    bannerSubTitle: { label: 'Banner Sub Title', kind: 'multiline' },
    bannerImage: { label: 'Banner Image', kind: 'image' },
    serviceTitle: { label: 'Service Title', kind: 'text' },
    serviceSubTitle: { label: 'Service Sub Title', kind: 'multiline' },
    serviceImage: { label: 'Service Image', kind: 'image' },
    ...service('One'),
    ...service('Two'),
    ...service('Three'),
    ...service('Four'),
    serviceBannerImage: { label: 'Laptop Service Banner Image', kind: 'image' },
    serviceBannerImageMob: { label: 'Mobile Service Banner Image', kind: 'image' },
  },
  cards: [
    { title: 'Home Banner', fields: ['bannerTitle', 'bannerSubTitle', 'bannerImage'] },
    {
      title: 'Service We Provide',
      fields: [
        'serviceTitle',
        'serviceSubTitle',
        'serviceImage',
        ...ordinals.map((o) => ({
          legend: `Service ${o}`,
          fields: [`serviceTitle${o}`, `serviceSubTitle${o}`, `serviceImage${o}`] as const,
        })),
        'serviceBannerImage',
        'serviceBannerImageMob',
      ],
    },
  ],
} satisfies SingletonScreens<typeof home>;
