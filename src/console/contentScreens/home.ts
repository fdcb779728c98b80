import type { home } from '@/sdk/content';
import type { FieldWording, SingletonScreens } from './screens';

// The console's half of the home declaration (sdk/content/home.ts): labels, form fields and
// table columns. Kept in its own module so none of it reaches the public pages' bundle.

const ordinals = ['One', 'Two', 'Three', 'Four'] as const;
type Ordinal = (typeof ordinals)[number];
/** One of the four sub-services: title, sub title and image, named serviceTitleOne and so on. */
const service = <O extends Ordinal>(o: O) =>
  ({
    [`serviceTitle${o}`]: { label: `Service ${o} Title` },
    [`serviceSubTitle${o}`]: { label: `Service ${o} Sub Title` },
    [`serviceImage${o}`]: { label: `Service ${o} Image` },
  }) as Record<`serviceTitle${O}` | `serviceSubTitle${O}` | `serviceImage${O}`, FieldWording>;

export const homeScreens = {
  group: 'Pages',
  label: 'Home',
  form: 'Home content',
  fields: {
    bannerTitle: { label: 'Banner Title' },
    bannerSubTitle: { label: 'Banner Sub Title' },
    bannerImage: { label: 'Banner Image' },
    serviceTitle: { label: 'Service Title' },
    serviceSubTitle: { label: 'Service Sub Title' },
    serviceImage: { label: 'Service Image' },
    ...service('One'),
    ...service('Two'),
    ...service('Three'),
    ...service('Four'),
    serviceBannerImage: { label: 'Laptop Service Banner Image' },
    serviceBannerImageMob: { label: 'Mobile Service Banner Image' },
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
