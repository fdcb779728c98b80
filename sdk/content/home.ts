import { z } from 'zod';
import { requiredText } from '../schemas/common';
import { defineSingleton } from './define';
import type { ItemOf } from './define';
import type { FieldSpec, SingletonScreens } from './screens';

/** Text fields of the home record: the banner and the "Service We Provide" card. */
export const HomeTextFields = z.object({
  bannerTitle: requiredText(200),
  bannerSubTitle: requiredText(1000),
  serviceTitle: requiredText(200),
  serviceSubTitle: requiredText(1000),
  serviceTitleOne: requiredText(200),
  serviceTitleTwo: requiredText(200),
  serviceTitleThree: requiredText(200),
  serviceTitleFour: requiredText(200),
  serviceSubTitleOne: requiredText(1000),
  serviceSubTitleTwo: requiredText(1000),
  serviceSubTitleThree: requiredText(1000),
  serviceSubTitleFour: requiredText(1000),
});
export type HomeTextFields = z.infer<typeof HomeTextFields>;

/** The spec's "Home content": one record, the first item of getall (spec: data[0]). */
export const home = defineSingleton({
  key: 'home',
  api: '/api/teacherHomePage',
  idField: 'homeSettingId',
  fields: HomeTextFields,
  images: {
    bannerImage: { required: true },
    serviceImage: { required: true },
    serviceImageOne: { required: true },
    serviceImageTwo: { required: true },
    serviceImageThree: { required: true },
    serviceImageFour: { required: true },
    serviceBannerImage: { required: true },
    // Spec section 5: every home field is required except the mobile service banner image.
    serviceBannerImageMob: { required: false },
  },
  // The only section with a create: the home record may not exist yet (a second one is a 409).
  creatable: true,
  screen: '/home',
  notFound: 'No home content with this id.',
});
export const HomeContent = home.item;
export type HomeContent = ItemOf<typeof home>;

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
