import { VisuallyHidden } from '@/src/ui/VisuallyHidden';
import type { BlockListField } from '../blockForms';
import { TextField } from '../TextField';

export interface PageBuilderEntriesProps {
  /** The list's path in the block ('items'). */
  path: string;
  spec: BlockListField<Record<string, string>>;
  entries: readonly Record<string, unknown>[];
  onChange: (entries: Record<string, unknown>[]) => void;
  problems: Readonly<Record<string, string>>;
  idPrefix: string;
  disabled: boolean;
}

/** A block's list of entries (features, figures): each with its fields, added and removed here. */
export function PageBuilderEntries({
  path,
  spec,
  entries,
  onChange,
  problems,
  idPrefix,
  disabled,
}: PageBuilderEntriesProps) {
  const change = (index: number, name: string, value: string) =>
    onChange(entries.map((entry, i) => (i === index ? { ...entry, [name]: value } : entry)));
  const listError = problems[path];
  return (
    <fieldset className="page-builder__entries" id={`${idPrefix}-${path}`} tabIndex={-1}>
      <legend className="page-builder__legend">{spec.label}</legend>
      {spec.hint ? <p className="text-field__hint">{spec.hint}</p> : null}
      {entries.map((entry, index) => {
        const title = `${spec.entryLabel} ${index + 1}`;
        return (
          <fieldset key={index} className="page-builder__entry">
            <legend className="page-builder__entry-title">{title}</legend>
            {Object.entries(spec.fields).map(([name, field]) => {
              const fieldPath = `${path}.${index}.${name}`;
              return (
                <TextField
                  key={name}
                  id={`${idPrefix}-${fieldPath}`}
                  label={field.label}
                  name={`${idPrefix}.${fieldPath}`}
                  value={typeof entry[name] === 'string' ? entry[name] : ''}
                  onChange={(value) => change(index, name, value)}
                  multiline={field.kind !== 'text'}
                  rows={field.rows}
                  hint={field.hint}
                  disabled={disabled}
                  error={problems[fieldPath] ?? problems[`${path}.${index}`]}
                />
              );
            })}
            <button
              type="button"
              className="page-builder__action"
              disabled={disabled}
              onClick={() => onChange(entries.filter((_, i) => i !== index))}
            >
              Remove<VisuallyHidden> {title}</VisuallyHidden>
            </button>
          </fieldset>
        );
      })}
      {listError ? <p className="field-error">{listError}</p> : null}
      <button
        type="button"
        className="page-builder__action"
        disabled={disabled}
        onClick={() => onChange([...entries, structuredClone(spec.newEntry)])}
      >
        Add {spec.entryLabel.toLowerCase()}
      </button>
    </fieldset>
  );
}
