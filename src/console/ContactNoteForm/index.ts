export { ContactNoteForm } from './ContactNoteForm';
export type { ContactNoteFormProps } from './ContactNoteForm';
