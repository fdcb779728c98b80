export { ExperimentsTable } from './ExperimentsTable';
export type { ExperimentsTableProps } from './ExperimentsTable';
