export { TeamTable } from './TeamTable';
export type { TeamTableProps } from './TeamTable';
