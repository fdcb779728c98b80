export { LeadTrash } from './LeadTrash';
export type { LeadTrashProps } from './LeadTrash';
