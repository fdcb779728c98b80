export { ClientTable } from './ClientTable';
export type { ClientTableProps } from './ClientTable';
