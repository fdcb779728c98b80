export { LoginForm } from './LoginForm';
export type { LoginFormProps, LoginFormValues } from './LoginForm';
export { LoginFormCode } from './LoginFormCode';
export type { LoginFormCodeProps } from './LoginFormCode';
