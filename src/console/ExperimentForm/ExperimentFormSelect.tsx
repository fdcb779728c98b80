import { useId } from 'react';

export interface ExperimentFormSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The choices; the first, empty one asks to choose. */
  options: readonly { value: string; label: string; disabled?: boolean }[];
  /** The empty choice's words ("Choose a page"). */
  placeholder: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
}

/** A labelled choice with its hint and problem read with it, as TextField does for text. */
export function ExperimentFormSelect({
  label,
  value,
  onChange,
  options,
  placeholder,
  hint,
  error,
  disabled = false,
}: ExperimentFormSelectProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="text-field text-field--wide">
      <label className="text-field__label" htmlFor={id}>
        {label} *
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-field__hint">
          {hint}
        </p>
      ) : null}
      <select
        id={id}
        className="text-field__control"
        value={value}
        required
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
