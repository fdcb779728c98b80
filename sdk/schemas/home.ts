import { z } from 'zod';
import { ImagePath, ImageUpload, RecordId, requiredText } from './common';

const ordinals = ['One', 'Two', 'Three', 'Four'] as const;

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

/** The image fields of the home record, in form order. */
export const HOME_IMAGE_FIELDS = [
  'bannerImage',
  'serviceImage',
  ...ordinals.map((o) => `serviceImage${o}` as const),
  'serviceBannerImage',
  'serviceBannerImageMob',
] as const;
export type HomeImageField = (typeof HOME_IMAGE_FIELDS)[number];

/** The one home record (the first item of getall). */
export const HomeContent = HomeTextFields.extend({
  _id: z.string(),
  bannerImage: ImagePath,
  serviceImage: ImagePath,
  serviceImageOne: ImagePath,
  serviceImageTwo: ImagePath,
  serviceImageThree: ImagePath,
  serviceImageFour: ImagePath,
  serviceBannerImage: ImagePath,
  /** Optional in the form: the only home image that may be empty. */
  serviceBannerImageMob: ImagePath,
});
export type HomeContent = z.infer<typeof HomeContent>;

/** Files the home forms may carry; each is sent only when chosen. */
export const HomeImages = z.object(
  Object.fromEntries(HOME_IMAGE_FIELDS.map((f) => [f, ImageUpload.optional()])) as Record<
    HomeImageField,
    z.ZodOptional<typeof ImageUpload>
  >,
);
export type HomeImages = z.infer<typeof HomeImages>;

/** Creating the home record: every text field; images are separate file parts. */
export const HomeCreate = HomeTextFields;
export type HomeCreate = z.infer<typeof HomeCreate>;

/** Updating the home record: its id as homeSettingId and the text fields. */
export const HomeUpdate = HomeTextFields.extend({ homeSettingId: RecordId });
export type HomeUpdate = z.infer<typeof HomeUpdate>;
