export { ApiReference } from './ApiReference';
export type { ApiReferenceProps } from './ApiReference';
