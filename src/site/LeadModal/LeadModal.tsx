import { useId, useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent, SyntheticEvent } from 'react';
import type { LeadField, LeadValues } from '@/sdk/schemas/lead';
import { LeadModalField } from './LeadModalField';
import './LeadModal.css';

// The form's shape is the sdk's (next to the Lead schema); re-exported for the modal's callers.
export type { LeadField, LeadValues };
export { emptyLeadValues } from '@/sdk/schemas/lead';

export type LeadModalProps = {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Current field values (controlled). */
  values: LeadValues;
  /** A message per field (e.g. LeadMessages.email); fields without one show none. */
  errors?: Partial<Record<LeadField, string>>;
  /** A send is under way: the button is disabled and shows progress. */
  submitting?: boolean;
  /** Called on every change of a field. */
  onChange: (field: LeadField, value: string) => void;
  /** Called when the visitor submits; checking and sending are the caller's. */
  onSubmit: () => void;
  /** Called on the close icon and on Escape. */
  onClose: () => void;
};

/**
 * The lead modal. A native modal <dialog> (the page behind becomes inert); Tab wraps inside it,
 * Escape and the close icon call onClose, and focus goes back to whatever opened it.
 */
export function LeadModal({
  open,
  values,
  errors = {},
  submitting = false,
  onChange,
  onSubmit,
  onClose,
}: LeadModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const id = useId();

  // showModal is a browser API, so the dialog opens in an effect (the server renders it closed);
  // a layout effect, so it is open before the browser paints and before anyone queries it.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      opener.current?.focus();
    }
  }, [open]);

  // Escape: the parent owns `open`, so ask it to close instead of letting the browser do it.
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Escape is handled here too, not only by the dialog's cancel event, so scripted keyboards
    // (tests, assistive tech that sends synthetic keys) close it the same way; preventDefault
    // keeps the browser from also firing cancel.
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    // Keep Tab inside the dialog, not on to the browser's own controls.
    if (event.key !== 'Tab') return;
    const focusable = [
      ...event.currentTarget.querySelectorAll<HTMLElement>(
        'button:not(:disabled), input:not([tabindex="-1"]), textarea',
      ),
    ];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const field = (name: Exclude<LeadField, 'website'>) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => onChange(name, value),
  });

  return (
    <dialog
      ref={dialogRef}
      className="lead-modal"
      aria-labelledby={`${id}-title`}
      onCancel={onCancel}
      onKeyDown={onKeyDown}
    >
      <div className="lead-modal__header">
        <h2 id={`${id}-title`} className="lead-modal__title">
          Ready to take your business online?
        </h2>
        <button type="button" className="lead-modal__close" aria-label="Close" onClick={onClose}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      <form
        className="lead-modal__form"
        noValidate
        aria-busy={submitting}
        onSubmit={(event) => {
          event.preventDefault();
          if (!submitting) onSubmit();
        }}
      >
        <LeadModalField {...field('name')} label="Your Name" autoComplete="name" />
        <LeadModalField
          {...field('email')}
          label="Email Address"
          type="email"
          autoComplete="email"
        />
        <LeadModalField
          {...field('mobile')}
          label="Mobile No"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
        />
        <LeadModalField {...field('message')} label="Message" type="textarea" />
        {/* Honeypot: people never see or reach it; bots fill it and the server drops the lead. */}
        <div className="lead-modal__trap" aria-hidden="true">
          <label htmlFor={`${id}-website`}>Leave this field empty</label>
          <input
            id={`${id}-website`}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={(e) => onChange('website', e.target.value)}
          />
        </div>
        <div className="lead-modal__actions">
          <button type="submit" className="button button--primary" disabled={submitting}>
            {submitting ? <span className="lead-modal__spinner" aria-hidden="true" /> : null}
            Submit Your Request
          </button>
          <p className="visually-hidden" role="status">
            {submitting ? 'Sending your request…' : ''}
          </p>
        </div>
      </form>
    </dialog>
  );
}
