export { FollowUpsDue } from './FollowUpsDue';
export type { FollowUpsDueFailure, FollowUpsDueProps } from './FollowUpsDue';
