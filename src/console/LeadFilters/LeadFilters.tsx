import { useId, useState, type FormEvent } from 'react';
import { DATE_RANGE } from '@/sdk/schemas/common';
import { LeadStatus } from '@/sdk/schemas/lead';
import { LEAD_STATUSES, LEAD_STATUS_LABEL } from '../LeadsTable';
import { LeadFiltersAttribution, type LeadAttributionSuggestions } from './LeadFiltersAttribution';
import { EMPTY_LEAD_FILTER, activeFilterCount, type LeadFilterValues } from './leadFilterValues';
import './LeadFilters.css';

export interface LeadFiltersProps {
  /** The filter in force; the form starts from it and edits a draft until Apply. */
  value: LeadFilterValues;
  /** Called with the form's values on Apply (or Enter in a field). */
  onApply: (values: LeadFilterValues) => void;
  /** Called when Reset clears the form; the container shows every lead again. */
  onReset: () => void;
  /**
   * Called with the form's values on Export CSV. The draft is passed (not the applied filter) so
   * the file holds what the form says, even if Apply was not pressed first.
   */
  onExport: (values: LeadFilterValues) => void;
  /** An export is being prepared: the button waits, so a second click makes no second file. */
  exporting?: boolean;
  /** A page is loading; Apply and Reset wait for it. */
  busy?: boolean;
  /** Known sources, campaigns and calls to action, suggested as the admin types. */
  suggestions?: LeadAttributionSuggestions;
}

/** The inbox's search, status, date and attribution filters, with Apply, Reset and Export CSV. */
export function LeadFilters({
  value,
  onApply,
  onReset,
  onExport,
  exporting = false,
  busy = false,
  suggestions,
}: LeadFiltersProps) {
  const id = useId();
  const [draft, setDraft] = useState<LeadFilterValues>(value);
  // On a phone the form waits behind "Filters (N)" so the first lead is on the first screen
  // (issue 47 item 1); from a tablet up the button is not drawn and the form always shows.
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(value);
  const set = <K extends keyof LeadFilterValues>(key: K, next: LeadFilterValues[K]) =>
    setDraft((d) => ({ ...d, [key]: next }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
    setOpen(false);
  };
  return (
    <div className="lead-filters-box">
      <button
        type="button"
        className="lead-filters__button lead-filters__toggle"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen((o) => !o)}
      >
        Filters ({count})
      </button>
      <form
        id={`${id}-form`}
        role="search"
        aria-label="Filter leads"
        className={`lead-filters${open ? ' lead-filters--open' : ''}`}
        onSubmit={submit}
      >
        <div className="lead-filters__field lead-filters__field--search">
          <label htmlFor={`${id}-search`}>Search leads</label>
          <input
            id={`${id}-search`}
            type="search"
            value={draft.search}
            placeholder="Name, email, mobile or message"
            maxLength={200}
            onChange={(e) => set('search', e.currentTarget.value)}
          />
        </div>
        <div className="lead-filters__field">
          <label htmlFor={`${id}-status`}>Status</label>
          <select
            id={`${id}-status`}
            value={draft.status}
            onChange={(e) => {
              const picked = LeadStatus.safeParse(e.currentTarget.value);
              set('status', picked.success ? picked.data : '');
            }}
          >
            {/* Spam (a filled honeypot) is reviewed apart: "All" leaves it out, "Spam" shows it. */}
            <option value="">All but spam</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {LEAD_STATUS_LABEL[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="lead-filters__field">
          <label htmlFor={`${id}-from`}>Received from</label>
          <input
            id={`${id}-from`}
            type="date"
            value={draft.from}
            min={DATE_RANGE.first}
            max={draft.to || DATE_RANGE.last}
            onChange={(e) => set('from', e.currentTarget.value)}
          />
        </div>
        <div className="lead-filters__field">
          <label htmlFor={`${id}-to`}>Received to</label>
          <input
            id={`${id}-to`}
            type="date"
            value={draft.to}
            min={draft.from || DATE_RANGE.first}
            max={DATE_RANGE.last}
            onChange={(e) => set('to', e.currentTarget.value)}
          />
        </div>
        <LeadFiltersAttribution id={id} draft={draft} suggestions={suggestions} onChange={set} />
        <div className="lead-filters__actions">
          <button
            type="submit"
            className="lead-filters__button lead-filters__button--primary"
            disabled={busy}
          >
            Apply
          </button>
          <button
            type="button"
            className="lead-filters__button"
            disabled={busy}
            onClick={() => {
              setDraft(EMPTY_LEAD_FILTER);
              onReset();
            }}
          >
            Reset
          </button>
          <button
            type="button"
            className="lead-filters__button lead-filters__button--export"
            disabled={exporting}
            aria-busy={exporting}
            onClick={() => onExport(draft)}
          >
            {exporting ? 'Exporting…' : 'Export CSV'}
          </button>
        </div>
      </form>
    </div>
  );
}
