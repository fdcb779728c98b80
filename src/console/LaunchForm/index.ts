export { LaunchForm } from './LaunchForm';
export type { LaunchFormProps } from './LaunchForm';
