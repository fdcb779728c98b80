import type { ChangeEvent } from 'react';

export type LeadModalFieldProps = {
  /** Input id; the error's id is derived from it. */
  id: string;
  /** Form field name (also the autocomplete hint's subject). */
  name: string;
  /** Visible label; the required asterisk is added here. */
  label: string;
  /** Current value. */
  value: string;
  /** The field's message, shown under it and announced with it. */
  error?: string;
  /** Called with the new value on every keystroke. */
  onChange: (value: string) => void;
  /** Input type, or 'textarea' for the message. */
  type?: 'text' | 'email' | 'tel' | 'textarea';
  /** Browser autofill hint. */
  autoComplete?: string;
  /** Mobile keyboards: numeric pad for the phone. */
  inputMode?: 'tel' | 'email' | 'text';
};

/** One labelled, required field of the lead form with its message. */
export function LeadModalField({
  id,
  name,
  label,
  value,
  error,
  onChange,
  type = 'text',
  autoComplete,
  inputMode,
}: LeadModalFieldProps) {
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    autoComplete,
    className: 'lead-field__input',
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
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
