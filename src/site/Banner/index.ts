export { Banner } from './Banner';
export { BANNER_IMAGE_SIZES } from './bannerImage';
export type { BannerProps } from './Banner';
