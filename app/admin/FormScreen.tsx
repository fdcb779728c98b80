import type { ReactNode } from 'react';

export interface FormScreenProps {
  loading: boolean;
  loadError: string | null;
  onRetry: () => void;
  children: ReactNode;
}

/** What every admin form screen shows before its form: loading, or why loading failed. */
export function FormScreen({ loading, loadError, onRetry, children }: FormScreenProps) {
  if (loading) {
    return (
      <p role="status" className="admin-screen__status">
        Loading the current content…
      </p>
    );
  }
  if (loadError) {
    return (
      <div role="alert" className="admin-screen__status">
        <p>{loadError}</p>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  return <>{children}</>;
}
