export { DraftBadge } from './DraftBadge';
export type { DraftBadgeProps } from './DraftBadge';
export { draftBadgeLabels, draftStateOf } from './draftStates';
export type { DraftStateName } from './draftStates';
