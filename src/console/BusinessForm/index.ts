export { BusinessForm, clampCounter } from './BusinessForm';
export type { BusinessFormProps } from './BusinessForm';
