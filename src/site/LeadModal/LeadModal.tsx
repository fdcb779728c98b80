import { useId, useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent, SyntheticEvent } from 'react';
import type { LeadErrors } from '@/sdk/schemas/leadCheck';
import { CURRENT_CONSENT_WORDING } from '@/sdk/schemas/leadConsentWording';
import type { LeadField, LeadValues } from '@/sdk/schemas/leadValues';
import { LEAD_FORM_TITLE, LeadForm } from '../LeadForm';
import './LeadModal.css';

// The form's shape is the sdk's (next to the Lead schema); re-exported for the modal's callers.
export type { LeadErrors, LeadField, LeadValues };
export { emptyLeadValues } from '@/sdk/schemas/leadValues';

export type LeadModalProps = {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Current field values (controlled). */
  values: LeadValues;
  /** A message per field (e.g. LeadMessages.email); fields without one show none. */
  errors?: LeadErrors;
  /** A send is under way: the button is disabled and shows progress. */
  submitting?: boolean;
  /** Called on every change of a text field. */
  onChange: (field: LeadField, value: string) => void;
  /** Called when the optional marketing consent box is ticked or cleared. */
  onConsentChange: (given: boolean) => void;
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
  onConsentChange,
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
          {LEAD_FORM_TITLE}
        </h2>
        <button type="button" className="lead-modal__close" aria-label="Close" onClick={onClose}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      <LeadForm
        values={values}
        errors={errors}
        submitting={submitting}
        consentWording={CURRENT_CONSENT_WORDING}
        onChange={onChange}
        onConsentChange={onConsentChange}
        onSubmit={onSubmit}
      />
    </dialog>
  );
}
