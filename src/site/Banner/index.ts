export { Banner } from './Banner';
export type { BannerProps } from './Banner';
