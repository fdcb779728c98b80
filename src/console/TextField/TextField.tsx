import { useId, type ChangeEvent } from 'react';
import { DATE_RANGE } from '@/sdk/schemas/common';
import './TextField.css';

export interface TextFieldProps {
  /** Visible label; a trailing " *" is added when `required`. */
  label: string;
  /** The input's name; forms use the record's field name (bannerTitle). */
  name: string;
  /** Current text. Numbers are passed as text too, so an emptied input stays empty. */
  value: string;
  /** Called with the new text on every edit. */
  onChange: (value: string) => void;
  /** Renders a multi-line textarea (sub titles, descriptions). */
  multiline?: boolean;
  /** Visible rows of a multi-line field. */
  rows?: number;
  /**
   * Spans the whole row of a form's grid, as multi-line text does: for a single line that takes
   * long text (a headline), so what was typed shows instead of scrolling in half a row.
   */
  wide?: boolean;
  /** Input type for single-line fields. */
  type?: 'text' | 'number' | 'password' | 'date';
  /** Lowest number a number field offers (the browser's spinner stops there). */
  min?: number;
  /** Step of a number field's spinner and arrow keys. */
  step?: number;
  /** Marks the field as required (label asterisk and the required state for assistive tech). */
  required?: boolean;
  /** Blocks the field while the form submits. */
  disabled?: boolean;
  /** Browser autofill hint, e.g. "username" or "current-password". */
  autoComplete?: string;
  /** Marks the value as wrong (the form's message says why). */
  invalid?: boolean;
  /** Why the value is wrong, shown under the field (e.g. the server's 400 message for it). */
  error?: string | null;
  /** How to fill the field in, shown under the label. */
  hint?: string;
  /** The control's id, for a form's error summary to link to; a generated one otherwise. */
  id?: string;
}

/** A labelled text, number or password input, or a textarea. */
export function TextField({
  label,
  name,
  value,
  onChange,
  multiline = false,
  rows = 3,
  wide = false,
  type = 'text',
  min,
  step,
  required = false,
  disabled = false,
  autoComplete,
  invalid = false,
  error,
  hint,
  id: givenId,
}: TextFieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const errorId = useId();
  const hintId = useId();
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const common = {
    id,
    name,
    value,
    required,
    disabled,
    className: 'text-field__control',
    'aria-invalid': invalid || Boolean(error) || undefined,
    'aria-describedby': describedBy || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(event.currentTarget.value),
  };
  return (
    // Long text takes the form's full width (multiline, wide); a single line keeps its height.
    <div className={`text-field${multiline || wide ? ' text-field--wide' : ''}`}>
      <label className="text-field__label" htmlFor={id}>
        {label}
        {required ? ' *' : ''}
      </label>
      {hint ? (
        <p id={hintId} className="text-field__hint">
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea {...common} rows={rows} />
      ) : (
        <input
          {...common}
          type={type}
          // A date field offers the API's date range (docs/api.md, "Dates and times").
          min={type === 'date' ? DATE_RANGE.first : min}
          max={type === 'date' ? DATE_RANGE.last : undefined}
          step={step}
          autoComplete={autoComplete}
        />
      )}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
