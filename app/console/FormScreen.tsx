import type { ReactNode } from 'react';
import { LoadError } from '@/src/console/LoadError';

export interface FormScreenProps {
  loading: boolean;
  loadError: string | null;
  /** The failed load's request id, for support. */
  requestId?: string | null;
  onRetry: () => void;
  children: ReactNode;
}

/** What every admin form screen shows before its form: loading, or why loading failed. */
export function FormScreen({ loading, loadError, requestId, onRetry, children }: FormScreenProps) {
  if (loading) {
    return (
      <p role="status" className="admin-screen__status">
        Loading the current content…
      </p>
    );
  }
  if (loadError) return <LoadError message={loadError} requestId={requestId} onRetry={onRetry} />;
  return <>{children}</>;
}
