export { HomeContentForm } from './HomeContentForm';
export type { HomeContentFormProps } from './HomeContentForm';
