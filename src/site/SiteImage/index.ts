export { SiteImage, defaultImageUrl, responsiveSources } from './SiteImage';
export type { SiteImageProps, ImageUrlResolver } from './SiteImage';
