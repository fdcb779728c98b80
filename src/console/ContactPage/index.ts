export { ContactPage, ContactPageLoading } from './ContactPage';
export type { ContactPageProps } from './ContactPage';
