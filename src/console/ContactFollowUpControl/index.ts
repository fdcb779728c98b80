export { ContactFollowUpControl } from './ContactFollowUpControl';
export type { ContactFollowUpControlProps } from './ContactFollowUpControl';
