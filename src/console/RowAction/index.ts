export { RowAction } from './RowAction';
export type { RowActionProps } from './RowAction';
