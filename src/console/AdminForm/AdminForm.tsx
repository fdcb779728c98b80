import type { FormEvent, ReactNode } from 'react';
import { AdminFormUploadProgress } from './AdminFormUploadProgress';
import './AdminForm.css';

export interface AdminFormProps {
  /** Text of the submit button: "Update" for singleton records, "Save" or "Update" by mode. */
  submitLabel: string;
  /** Disables every field and the button and says "Saving…" while the parent submits. */
  submitting?: boolean;
  /** While a save sends new images: the share sent so far (0 to 1), shown as a progress bar. */
  uploaded?: number | null;
  /** A problem to show above the button (validation or the server's msg), read out at once. */
  error?: string | null;
  /** Called when the form is submitted; the default page reload is already prevented. */
  onSubmit: () => void;
  /** Accessible name of the form, e.g. "Home content". */
  label: string;
  /** The cards and fields. */
  children: ReactNode;
}

/**
 * The shell every admin form shares: one <form>, a fieldset that disables everything while
 * submitting, the message area and the submit button. `noValidate` because the spec wants its own
 * message ('All fields are required.') instead of the browser's bubbles.
 */
export function AdminForm({
  submitLabel,
  submitting = false,
  uploaded = null,
  error,
  onSubmit,
  label,
  children,
}: AdminFormProps) {
  const handle = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  return (
    <form className="admin-form" aria-label={label} noValidate onSubmit={handle}>
      <fieldset className="admin-form__fieldset" disabled={submitting} aria-busy={submitting}>
        {children}
      </fieldset>
      {error ? (
        <p className="admin-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="admin-form__actions">
        {submitting && uploaded !== null ? <AdminFormUploadProgress sent={uploaded} /> : null}
        <button type="submit" className="admin-form__submit" disabled={submitting}>
          {submitting ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  );
}

export interface AdminFormCardProps {
  /** Card heading, e.g. "Home Banner" or "Service We Provide". */
  title: string;
  /** The card's fields. */
  children: ReactNode;
}

/** A titled card that groups related fields of an admin form. */
export function AdminFormCard({ title, children }: AdminFormCardProps) {
  return (
    <section className="admin-form__card" aria-label={title}>
      <h2 className="admin-form__card-title">{title}</h2>
      <div className="admin-form__grid">{children}</div>
    </section>
  );
}
