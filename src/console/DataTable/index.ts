export { DataTable } from './DataTable';
export type { DataTableProps } from './DataTable';
export { PAGE_SIZE_OPTIONS, pageWindow } from './dataTableModel';
export type { DataTableColumn, SortDirection, SortState } from './dataTableModel';
export { truncate, PREVIEW_LENGTH } from './truncate';
export { DataTableRowActions } from './DataTableRowActions';
export { DataTablePagination } from './DataTablePagination';
export type { DataTableRowActionsProps } from './DataTableRowActions';
export type { DataTableReorder } from './DataTableSortable';
