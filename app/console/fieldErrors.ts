import { ApiError } from '@/sdk';
import { failureMessage } from './apiFailure';

/**
 * A refused save as a form shows it: each 400 issue beside its field (the first per field), and
 * the message above the form when no issue names one of `fields` (a 409, a network failure).
 */
export function fieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  fallback: string,
): Partial<Record<F | 'general', string>> {
  const errors: Partial<Record<F | 'general', string>> = {};
  if (error instanceof ApiError) {
    for (const issue of error.issues) {
      const name = fields.find((f) => f === issue.path[0]);
      if (name && !errors[name]) errors[name] = issue.message;
    }
  }
  if (Object.keys(errors).length === 0) errors.general = failureMessage(error, fallback);
  return errors;
}
