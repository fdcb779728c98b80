export { DraftBanner } from './DraftBanner';
export type { DraftBannerProps } from './DraftBanner';
export { DraftBannerSendBack } from './DraftBannerSendBack';
export type { DraftBannerSendBackProps } from './DraftBannerSendBack';
