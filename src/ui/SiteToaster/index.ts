export { SiteToaster } from './SiteToaster';
export type { SiteToasterProps } from './SiteToaster';
export { TOAST_SETTINGS } from './toastSettings';
