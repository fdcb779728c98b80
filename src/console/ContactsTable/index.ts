export { ContactsTable } from './ContactsTable';
export type { ContactsTableProps } from './ContactsTable';
