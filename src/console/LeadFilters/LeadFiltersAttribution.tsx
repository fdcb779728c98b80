import type { LeadFilterValues } from './leadFilterValues';

/** Known values to suggest in each attribution field (from the dashboard's counts). */
export interface LeadAttributionSuggestions {
  source: readonly string[];
  campaign: readonly string[];
  cta: readonly string[];
}

type AttributionKey = keyof LeadAttributionSuggestions;

const FIELDS: readonly { key: AttributionKey; label: string; placeholder: string; max: number }[] =
  [
    { key: 'source', label: 'Source', placeholder: 'utm_source, e.g. newsletter', max: 200 },
    { key: 'campaign', label: 'Campaign', placeholder: 'utm_campaign', max: 200 },
    { key: 'cta', label: 'Call to action', placeholder: 'e.g. header: Book a Demo', max: 100 },
  ];

export interface LeadFiltersAttributionProps {
  /** Id prefix for labels and suggestion lists. */
  id: string;
  /** The filter form's values as typed so far. */
  draft: LeadFilterValues;
  /** Known values offered in each field's list; none when unknown. */
  suggestions?: LeadAttributionSuggestions;
  /** Called with the field and its new text on every keystroke. */
  onChange: (key: AttributionKey, value: string) => void;
}

/** Source, campaign and call-to-action fields: exact values, with the known ones suggested. */
export function LeadFiltersAttribution({
  id,
  draft,
  suggestions,
  onChange,
}: LeadFiltersAttributionProps) {
  return FIELDS.map(({ key, label, placeholder, max }) => (
    <div key={key} className="lead-filters__field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        type="text"
        value={draft[key]}
        placeholder={placeholder}
        maxLength={max}
        list={suggestions?.[key].length ? `${id}-${key}-known` : undefined}
        onChange={(e) => onChange(key, e.currentTarget.value)}
      />
      {suggestions?.[key].length ? (
        <datalist id={`${id}-${key}-known`}>
          {suggestions[key].map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      ) : null}
    </div>
  ));
}
