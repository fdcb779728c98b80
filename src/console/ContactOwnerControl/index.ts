export { ContactOwnerControl } from './ContactOwnerControl';
export type { ContactOwnerControlProps } from './ContactOwnerControl';
