import './LoadError.css';

export interface LoadErrorProps {
  /** What could not be loaded and why (the server's message, or a fallback a person can read). */
  message: string;
  /** The server's id for the failed request (X-Request-Id), for support to find it in the logs. */
  requestId?: string | null;
  /** Asks again. */
  onRetry: () => void;
}

/**
 * A screen whose data could not be loaded: the reason, the request id to quote to support, and
 * "Try again". Shown instead of the table or form, never as its empty state: "No leads yet" after
 * a failed request would say something untrue.
 */
export function LoadError({ message, requestId, onRetry }: LoadErrorProps) {
  return (
    <div className="load-error" role="alert">
      <p className="load-error__message">{message}</p>
      {requestId ? (
        <p className="load-error__request">
          If it keeps happening, tell support the request id <code>{requestId}</code>.
        </p>
      ) : null}
      <button type="button" className="load-error__retry" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
