export { ContentTable } from './ContentTable';
export type { ContentTableProps } from './ContentTable';
