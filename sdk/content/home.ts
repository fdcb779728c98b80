import type { z } from 'zod';
import { defineSingleton } from './define';
import type { ItemOf } from './define';
import { longText, text } from './textFields';
import { image } from './valueFields';

// The four service pictures illustrate the title beside them: they may be decorative.
const serviceImage = () => image({ alt: 'mayBeDecorative' });

/** The home record: the banner and the "Service We Provide" card. */
export const homeFieldList = {
  bannerTitle: text({ max: 200 }),
  bannerSubTitle: longText({ max: 1000 }),
  bannerImage: image(),
  serviceTitle: text({ max: 200 }),
  serviceSubTitle: longText({ max: 1000 }),
  serviceImage: image(),
  serviceTitleOne: text({ max: 200 }),
  serviceTitleTwo: text({ max: 200 }),
  serviceTitleThree: text({ max: 200 }),
  serviceTitleFour: text({ max: 200 }),
  serviceSubTitleOne: longText({ max: 1000 }),
  serviceSubTitleTwo: longText({ max: 1000 }),
  serviceSubTitleThree: longText({ max: 1000 }),
  serviceSubTitleFour: longText({ max: 1000 }),
  serviceImageOne: serviceImage(),
  serviceImageTwo: serviceImage(),
  serviceImageThree: serviceImage(),
  serviceImageFour: serviceImage(),
  serviceBannerImage: image(),
  // Spec section 5: every home field is required except the mobile service banner image. It is
  // the laptop banner drawn for phones (one <picture>), so that banner's alt text covers it.
  serviceBannerImageMob: image({ required: false, alt: 'variant' }),
};

/** The spec's "Home content": one record, the first item of getall (spec: data[0]). */
export const home = defineSingleton({
  key: 'home',
  api: '/api/teacherHomePage',
  idField: 'homeSettingId',
  fields: homeFieldList,
  strict: false,
  // The only section with a create: the home record may not exist yet (a second one is a 409).
  creatable: true,
  screen: '/home',
  notFound: 'No home content with this id.',
});
/** Text fields of the home record (its images are file parts beside them). */
export const HomeTextFields = home.writeFields;
export type HomeTextFields = z.infer<typeof HomeTextFields>;
export const HomeContent = home.item;
export type HomeContent = ItemOf<typeof home>;
