import { z } from 'zod';
import { requiredText } from '../schemas/common';
import { defineSingleton } from './define';
import type { ItemOf } from './define';

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
    bannerImage: { required: true, alt: 'content' },
    serviceImage: { required: true, alt: 'content' },
    // The four service pictures illustrate the title beside them: they may be decorative.
    serviceImageOne: { required: true, alt: 'mayBeDecorative' },
    serviceImageTwo: { required: true, alt: 'mayBeDecorative' },
    serviceImageThree: { required: true, alt: 'mayBeDecorative' },
    serviceImageFour: { required: true, alt: 'mayBeDecorative' },
    serviceBannerImage: { required: true, alt: 'content' },
    // Spec section 5: every home field is required except the mobile service banner image. It is
    // the laptop banner drawn for phones (one <picture>), so that banner's alt text covers it.
    serviceBannerImageMob: { required: false, alt: 'variant' },
  },
  // The only section with a create: the home record may not exist yet (a second one is a 409).
  creatable: true,
  screen: '/home',
  notFound: 'No home content with this id.',
});
export const HomeContent = home.item;
export type HomeContent = ItemOf<typeof home>;
