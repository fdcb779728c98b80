export { PolicyPage } from './PolicyPage';
export type { PolicyPageProps } from './PolicyPage';
