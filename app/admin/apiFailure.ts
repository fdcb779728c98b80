import { ApiError } from '@/sdk';
import { useAuth } from '@/app/providers/AuthProvider';

/**
 * The message to show for a failed call, signing the browser out on a 401 (an ended session).
 * The team screens share it; the server's `msg` is written for people, so it is shown as-is.
 */
export function useApiFailure(fallback: string): (error: unknown) => string {
  const auth = useAuth();
  return (error) => {
    if (error instanceof ApiError && error.status === 401) auth.send({ type: 'auth.unauthorized' });
    return error instanceof ApiError ? error.msg : fallback;
  };
}
