import type { FormEvent, ReactNode } from 'react';
import { AdminFormSummary, jumpTo } from './AdminFormSummary';
import type { AdminFormProblem } from './AdminFormSummary';
import { AdminFormUploadProgress } from './AdminFormUploadProgress';
import './AdminForm.css';

export interface AdminFormProps {
  /** Text of the submit button: "Update" for singleton records, "Save" or "Update" by mode. */
  submitLabel: string;
  /** Disables every field and the button and says "Saving…" while the parent submits. */
  submitting?: boolean;
  /** While a save sends new images: the share sent so far (0 to 1), shown as a progress bar. */
  uploaded?: number | null;
  /** The form's problem (validation or the server's msg): heads the summary, repeated by the button. */
  error?: string | null;
  /** Every field with a problem, in the form's order: the summary at the top links to each. */
  problems?: readonly AdminFormProblem[];
  /** A long form's titled sections (cards): a jump list at the top links to each. */
  sections?: readonly { id: string; title: string }[];
  /** Called when the form is submitted; the default page reload is already prevented. */
  onSubmit: () => void;
  /** Accessible name of the form, e.g. "Home content". */
  label: string;
  /** The cards and fields. */
  children: ReactNode;
}

/**
 * The shell every admin form shares: one <form>, the error summary and a jump list at the top,
 * a fieldset that disables everything while submitting, the message and the submit button.
 * `noValidate` because the spec wants its own message ('All fields are required.') instead of
 * the browser's bubbles.
 */
export function AdminForm({
  submitLabel,
  submitting = false,
  uploaded = null,
  error,
  problems = [],
  sections = [],
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
      {problems.length > 0 ? <AdminFormSummary title={error} problems={problems} /> : null}
      {sections.length > 0 ? (
        <nav className="admin-form__sections" aria-label={`Sections of ${label}`}>
          <ul>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} onClick={(event) => jumpTo(event, section.id, 'start')}>
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <fieldset className="admin-form__fieldset" disabled={submitting} aria-busy={submitting}>
        {children}
      </fieldset>
      {error ? (
        // The summary at the top is the alert; this repeats it where the button is.
        <p className="admin-form__error">{error}</p>
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
  /** The card's id, for the form's jump list to link to. */
  id?: string;
  /** The card's fields. */
  children: ReactNode;
}

/** A titled card that groups related fields of an admin form. */
export function AdminFormCard({ title, id, children }: AdminFormCardProps) {
  return (
    <section id={id} className="admin-form__card" aria-label={title} tabIndex={id ? -1 : undefined}>
      <h2 className="admin-form__card-title">{title}</h2>
      <div className="admin-form__grid">{children}</div>
    </section>
  );
}
