export { ResetPasswordForm } from './ResetPasswordForm';
export type { ResetPasswordFormProps } from './ResetPasswordForm';
export { ResetPasswordRequest } from './ResetPasswordRequest';
export type { ResetPasswordRequestProps } from './ResetPasswordRequest';
