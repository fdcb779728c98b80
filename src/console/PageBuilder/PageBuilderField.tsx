import type { FaqItem } from '@/sdk/content';
import type { BlockField } from '../blockForms';
import { TextField } from '../TextField';
import { Toggle } from '../Toggle';
import { PageBuilderEntries } from './PageBuilderEntries';
import { PageBuilderImage } from './PageBuilderImage';
import { PageBuilderSelect } from './PageBuilderSelect';

export interface PageBuilderFieldProps {
  /** The field's path in the block ('title'); input ids and problems are keyed by it. */
  path: string;
  spec: BlockField;
  value: unknown;
  onChange: (value: unknown) => void;
  /** What is wrong, by path within the block ('items.1.title'). */
  problems: Readonly<Record<string, string>>;
  /** Prefix of the inputs' ids (the builder's own). */
  idPrefix: string;
  disabled: boolean;
  /** The FAQ's questions for a question picker; null while they are not at hand. */
  faqs: readonly FaqItem[] | null;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

/** One field of the selected block, drawn by its kind, with its problem beside it. */
export function PageBuilderField(props: PageBuilderFieldProps) {
  const { path, spec, value, onChange, problems, idPrefix, disabled } = props;
  const id = `${idPrefix}-${path}`;
  const error = problems[path];
  switch (spec.kind) {
    case 'toggle':
      return (
        <div className="page-builder__field">
          <Toggle
            label={spec.label}
            checked={value === true}
            onChange={onChange}
            disabled={disabled}
          />
          {error ? <p className="field-error">{error}</p> : null}
        </div>
      );
    case 'faqs':
      return <FaqPicker {...props} id={id} error={error} />;
    case 'image':
      return (
        <PageBuilderImage
          id={id}
          name={`${idPrefix}.${path}`}
          spec={spec}
          value={value}
          onChange={onChange}
          error={error}
          disabled={disabled}
        />
      );
    case 'select':
      return <PageBuilderSelect {...props} spec={spec} id={id} error={error} />;
    case 'list':
      return (
        <PageBuilderEntries
          path={path}
          spec={spec}
          entries={Array.isArray(value) ? (value as Record<string, unknown>[]) : []}
          onChange={onChange}
          problems={problems}
          idPrefix={idPrefix}
          disabled={disabled}
        />
      );
    default:
      return (
        <TextField
          id={id}
          label={spec.label}
          // The page form has a 'title' of its own: a block's inputs are named inside the builder.
          name={`${idPrefix}.${path}`}
          value={asText(value)}
          onChange={onChange}
          multiline={spec.kind !== 'text'}
          rows={spec.rows}
          wide
          hint={spec.hint}
          disabled={disabled}
          error={error}
        />
      );
  }
}

/**
 * Questions picked from the FAQ, in the FAQ's own order. Ids picked that are no longer in the
 * FAQ are kept (the site skips them), so reading the list cannot change the page.
 */
function FaqPicker({
  spec,
  value,
  onChange,
  faqs,
  disabled,
  id,
  error,
}: PageBuilderFieldProps & { id: string; error: string | undefined }) {
  const picked = Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];
  const toggle = (faqId: string, on: boolean) => {
    const next = new Set(picked);
    if (on) next.add(faqId);
    else next.delete(faqId);
    const known = (faqs ?? []).map((faq) => faq._id);
    onChange([
      ...known.filter((k) => next.has(k)),
      ...picked.filter((p) => next.has(p) && !known.includes(p)),
    ]);
  };
  return (
    <fieldset className="page-builder__faqs" id={id} tabIndex={-1}>
      <legend className="page-builder__legend">{spec.label}</legend>
      {spec.hint ? <p className="text-field__hint">{spec.hint}</p> : null}
      {faqs === null ? (
        <p>The FAQ’s questions could not be read here; the ones picked are kept.</p>
      ) : faqs.length === 0 ? (
        <p>The FAQ has no questions yet: add them under FAQ, then pick them here.</p>
      ) : (
        <ul className="page-builder__faq-list">
          {faqs.map((faq) => (
            <li key={faq._id}>
              <label className="page-builder__check">
                <input
                  type="checkbox"
                  checked={picked.includes(faq._id)}
                  disabled={disabled}
                  onChange={(event) => toggle(faq._id, event.currentTarget.checked)}
                />
                <span>
                  {faq.question}
                  {faq.isActive ? '' : ' (switched off: the site does not show it)'}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error ? <p className="field-error">{error}</p> : null}
    </fieldset>
  );
}
