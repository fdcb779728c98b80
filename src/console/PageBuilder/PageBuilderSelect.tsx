import type { BlockSelectField } from '../blockForms';

export interface PageBuilderSelectProps {
  /** The field: its label, hint and the values it offers with their words. */
  spec: BlockSelectField;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The select's id (the builder's prefix and the field's path). */
  id: string;
  error: string | undefined;
  disabled: boolean;
}

/**
 * One value of a fixed list (a landing section), as a labelled select. A value the list does not
 * know (typed into the page's JSON) is offered as it is, so reading the page cannot change it;
 * the block's schema says what is wrong with it beside the select.
 */
export function PageBuilderSelect({
  spec,
  value,
  onChange,
  id,
  error,
  disabled,
}: PageBuilderSelectProps) {
  const current = typeof value === 'string' ? value : '';
  const known = Object.hasOwn(spec.options, current);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [spec.hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="text-field text-field--wide">
      <label className="text-field__label" htmlFor={id}>
        {spec.label}
      </label>
      {spec.hint ? (
        <p id={hintId} className="text-field__hint">
          {spec.hint}
        </p>
      ) : null}
      <select
        id={id}
        className="text-field__control"
        value={current}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {known ? null : <option value={current}>{current || 'Choose…'}</option>}
        {Object.entries(spec.options).map(([option, words]) => (
          <option key={option} value={option}>
            {words}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
