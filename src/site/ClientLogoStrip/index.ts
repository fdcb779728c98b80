export { ClientLogoStrip } from './ClientLogoStrip';
export type { ClientLogoStripProps } from './ClientLogoStrip';
