import type { ChangeEvent } from 'react';

export type LeadFormFieldProps = {
  /** Input id; the error's id is derived from it. */
  id: string;
  /** Form field name (what a plain post sends; also the autocomplete hint's subject). */
  name: string;
  /** Visible label; the required asterisk is added here. */
  label: string;
  /** Current value. */
  value: string;
  /** The field's message, shown under it and announced with it. */
  error?: string;
  /**
   * Called with the new value on every keystroke: the field is controlled (the modal). Without
   * it the field keeps `value` as its starting text and the browser holds what is typed (the
   * lead page's plain post).
   */
  onChange?: (value: string) => void;
  /** Input type, or 'textarea' for the message. */
  type?: 'text' | 'email' | 'tel' | 'textarea';
  /** Browser autofill hint. */
  autoComplete?: string;
  /** Mobile keyboards: numeric pad for the phone. */
  inputMode?: 'tel' | 'email' | 'text';
};

/** One labelled, required field of the lead form with its message. */
export function LeadFormField({
  id,
  name,
  label,
  value,
  error,
  onChange,
  type = 'text',
  autoComplete,
  inputMode,
}: LeadFormFieldProps) {
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    ...(onChange
      ? {
          value,
          onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
            onChange(e.target.value),
        }
      : { defaultValue: value }),
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    autoComplete,
    className: 'lead-field__input',
  };
  return (
    <div className={`lead-field${type === 'textarea' ? ' lead-field--wide' : ''}`}>
      <label htmlFor={id} className="lead-field__label">
        {label}
        <span className="lead-field__required" aria-hidden="true">
          *
        </span>
      </label>
      {type === 'textarea' ? (
        <textarea {...common} rows={4} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} />
      )}
      {error ? (
        <p id={errorId} className="lead-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
