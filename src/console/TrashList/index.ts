export { TrashList } from './TrashList';
export type { TrashListProps } from './TrashList';
