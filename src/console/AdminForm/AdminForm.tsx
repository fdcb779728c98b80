import type { FormEvent, ReactNode } from 'react';
import { AdminFormSummary, jumpTo } from './AdminFormSummary';
import type { AdminFormProblem } from './AdminFormSummary';
import { AdminFormUploadProgress } from './AdminFormUploadProgress';
import './AdminForm.css';

/** One submit button of a form with several ("Save draft", "Update"), told apart by its intent. */
export interface AdminFormAction {
  /** What the button asks for; handed to onSubmit ('draft', 'publish', 'review'). */
  intent: string;
  label: string;
  /** The form's main button (filled); the others are outlined. */
  primary?: boolean;
}

export interface AdminFormProps {
  /** Text of the submit button: "Update" for singleton records, "Save" or "Update" by mode. */
  submitLabel: string;
  /**
   * Several submit buttons instead of the one `submitLabel` (issue 37: Save draft beside the
   * spec's Update). The first is the one Enter presses, so put the safest first.
   */
  actions?: readonly AdminFormAction[];
  /** While submitting, the intent whose button says "Saving…" (the others are only disabled). */
  submittingIntent?: string | null;
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
  /**
   * Called when the form is submitted, with the pressed button's intent ('submit' for the one
   * `submitLabel` button); the default page reload is already prevented.
   */
  onSubmit: (intent: string) => void;
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
  actions,
  submittingIntent = null,
  submitting = false,
  uploaded = null,
  error,
  problems = [],
  sections = [],
  onSubmit,
  label,
  children,
}: AdminFormProps) {
  const buttons = actions ?? [{ intent: 'submit', label: submitLabel, primary: true }];
  const handle = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The pressed button (Enter presses the first); read from the event, not from state.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const intent =
      submitter instanceof HTMLButtonElement && submitter.value
        ? submitter.value
        : (buttons[0]?.intent ?? 'submit');
    if (!submitting) onSubmit(intent);
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
        {buttons.map((button) => (
          <button
            key={button.intent}
            type="submit"
            name="intent"
            value={button.intent}
            className={button.primary ? 'admin-form__submit' : 'admin-form__secondary'}
            disabled={submitting}
          >
            {submitting && (submittingIntent ?? buttons[0]?.intent) === button.intent
              ? 'Saving…'
              : button.label}
          </button>
        ))}
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
