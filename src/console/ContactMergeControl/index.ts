export { ContactMergeControl } from './ContactMergeControl';
export type { ContactMergeControlProps } from './ContactMergeControl';
