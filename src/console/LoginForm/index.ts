export { LoginForm } from './LoginForm';
export type { LoginFormProps, LoginFormValues } from './LoginForm';
