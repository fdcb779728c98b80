export { AdminForm, AdminFormCard } from './AdminForm';
export type { AdminFormProps, AdminFormCardProps } from './AdminForm';
export { useAdminForm, ALL_FIELDS_REQUIRED } from './useAdminForm';
export type { AdminFormSubmission, UseAdminFormOptions } from './useAdminForm';
