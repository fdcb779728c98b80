export { ClientForm, ClientFormFields } from './ClientForm';
export type { ClientFormProps } from './ClientForm';
