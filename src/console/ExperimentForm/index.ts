export { ExperimentForm } from './ExperimentForm';
export type { ExperimentFormProps } from './ExperimentForm';
export { issuesToErrors } from './experimentFormValues';
export type { ExperimentFormErrors } from './experimentFormValues';
