import { ALL_FIELDS_REQUIRED } from '../schemas/common';

/**
 * The spec's content messages (sections 5 and 8), shown as-is. The server answers with them and
 * the console toasts them, so both read this one list.
 */
export const ContentMessages = {
  added: 'Your Data Successfully Added.',
  updated: 'Your Data Successfully Updated.',
  deleted: 'Your Data Successfully Deleted.',
  fetched: 'Data fetched successfully.',
  incomplete: ALL_FIELDS_REQUIRED,
  /** Not in the spec: an update route whose id the server does not know. */
  notFound: 'This item could not be found.',
  /** A second create of a section that has its one record. */
  exists: 'This content already exists; update it instead.',
  /** A reorder whose ids are not exactly the stored items (one missing, unknown or twice). */
  reorderMismatch: 'The list changed meanwhile: reload it and move the item again.',
  /** A required image part missing from a create. */
  chooseImage: 'Choose an image file.',
} as const;
