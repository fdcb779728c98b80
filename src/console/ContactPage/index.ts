export { ContactPage, ContactPageLoading } from './ContactPage';
export type { ContactPageProps } from './ContactPage';
export { ContactStatusControl } from './ContactStatusControl';
export type { ContactStatusControlProps } from './ContactStatusControl';
export { ContactReach } from './ContactReach';
export type { ContactReachProps } from './ContactReach';
