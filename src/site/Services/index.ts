export { Services } from './Services';
export type { ServicesProps } from './Services';
