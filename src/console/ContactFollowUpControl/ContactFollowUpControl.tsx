import { useId } from 'react';
import { DATE_RANGE } from '@/sdk/schemas/common';
import { formatLongDate } from '../format';
import { LeadFollowUp } from '../LeadsTable';
import '../ContactTimeline/contactControls.css';

export interface ContactFollowUpControlProps {
  /** The saved follow-up day in India ("2026-11-25"); null: none planned. */
  day: string | null;
  /** The day in the date input ('' for none), as edited and not yet saved. */
  draft: string;
  /** Called as the date input changes; the container knows the edit is unsaved. */
  onDraftChange: (draft: string) => void;
  /** Called with the day to save, or null to clear it. */
  onSave: (day: string | null) => void;
  /** A change is being saved: the buttons wait. */
  busy?: boolean;
  /** Why the last change failed (the server's message), shown beside the control. */
  error?: string | null;
  /** Today in India, for "Due today" and "Overdue" and the picker's first suggestion. */
  today?: string;
}

/**
 * The day chosen, in the console's words. The native date input stays (its picker and keyboard
 * entry work everywhere) but writes the day in the browser's own order (12/03/2026 in an American
 * browser; Chrome ignores `lang`), so this line says which day it is: "Thursday, 3 Dec 2026".
 */
function chosenDay(draft: string, changed: boolean): string {
  if (!draft) return changed ? 'No day chosen: saving clears the follow-up.' : 'No day chosen.';
  return changed ? `${formatLongDate(draft)}, not saved yet.` : `${formatLongDate(draft)}.`;
}

/** The contact's next follow-up: a day in India, saved, cleared, flagged when due. */
export function ContactFollowUpControl({
  day,
  draft,
  onDraftChange,
  onSave,
  busy = false,
  error,
  today,
}: ContactFollowUpControlProps) {
  const id = useId();
  const changed = draft !== (day ?? '');
  return (
    <fieldset className="contact-control" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="contact-control__legend">Next follow-up</legend>
      {/* Clear stands beside the day it clears (and keeps the day's row short on a phone). */}
      <div className="contact-control__row">
        <p className="contact-control__value">
          <LeadFollowUp day={day} today={today} />
        </p>
        {day ? (
          <button
            type="button"
            className="contact-control__button"
            disabled={busy}
            onClick={() => onSave(null)}
          >
            Clear
          </button>
        ) : null}
      </div>
      <form
        className="contact-control__row"
        onSubmit={(event) => {
          event.preventDefault();
          if (changed) onSave(draft || null);
        }}
      >
        <label htmlFor={`${id}-day`} className="contact-control__label">
          Follow-up day (India)
        </label>
        <input
          id={`${id}-day`}
          type="date"
          min={DATE_RANGE.first}
          max={DATE_RANGE.last}
          value={draft}
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-chosen`}
          onChange={(e) => onDraftChange(e.currentTarget.value)}
        />
        <button
          type="submit"
          className="contact-control__button contact-control__button--primary"
          disabled={busy || !changed}
        >
          Save follow-up
        </button>
      </form>
      {/* Unchanged, the line repeats the saved day: a phone hides it from sight (not from the
          input's description) to keep the note on the first screen. */}
      <p
        id={`${id}-chosen`}
        className={`contact-control__muted${changed ? '' : ' contact-control__muted--echo'}`}
        aria-live="polite"
      >
        {chosenDay(draft, changed)}
      </p>
      {error ? (
        <p id={`${id}-error`} className="contact-control__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
