export { SiteImage, defaultImageUrl } from './SiteImage';
export type { SiteImageProps, ImageUrlResolver } from './SiteImage';
