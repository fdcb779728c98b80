export { AppBanners } from './AppBanners';
export type { AppBannersProps } from './AppBanners';
