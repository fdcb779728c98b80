export { ContentForm } from './ContentForm';
export type { ContentFormProps } from './ContentForm';
export { clampCounter } from './ContentFormField';
export { contentFormModel, fieldLabels, initialFieldValues } from './contentFormModel';
export type { ContentFormModel } from './contentFormModel';
