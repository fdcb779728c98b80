export { AdminForm, AdminFormCard } from './AdminForm';
export type { AdminFormAction, AdminFormProps, AdminFormCardProps } from './AdminForm';
export type { AdminFormProblem } from './AdminFormSummary';
export { useAdminForm, ALL_FIELDS_REQUIRED, FIELD_REQUIRED, IMAGE_REQUIRED } from './useAdminForm';
export type { AdminFormSubmission, UseAdminFormOptions } from './useAdminForm';
