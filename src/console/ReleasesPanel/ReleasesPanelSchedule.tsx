import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { ReleaseMessages } from '@/sdk/content/releases';
import { DATE_RANGE } from '@/sdk/schemas/common';
import { formatLongDate, formatTime, fromIndiaTimeInput } from '../format';

export interface ReleasesPanelScheduleProps {
  /** The release's name, for the accessible names. */
  name: string;
  /** Called with the chosen moment as ISO 8601 with India's offset (+05:30). */
  onSchedule: (at: string) => void;
  busy?: boolean;
}

/**
 * When a release publishes itself: a date and time entered in India time (IST, named), sent with
 * its offset so no browser's own zone is ever guessed. The native input writes the date in the
 * browser's own order (12/03/2026 in an American browser), which no `lang` changes, so the line
 * under it says the chosen moment the console's way: "Publishes Thursday, 3 Dec 2026, 4:30 pm IST".
 */
export function ReleasesPanelSchedule({
  name,
  onSchedule,
  busy = false,
}: ReleasesPanelScheduleProps) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const chosen = fromIndiaTimeInput(value);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const at = fromIndiaTimeInput(value);
    if (!at) return setError('Choose a date and a time.');
    if (Date.parse(at) <= Date.now()) return setError(ReleaseMessages.inPast);
    onSchedule(at);
  };
  return (
    <form
      className="releases__schedule"
      onSubmit={submit}
      noValidate
      aria-label={`Schedule ${name}`}
    >
      <label htmlFor={id}>Publish at (India time, IST)</label>
      <input
        id={id}
        type="datetime-local"
        min={`${DATE_RANGE.first}T00:00`}
        max={`${DATE_RANGE.last}T23:59`}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-when ${id}-error` : `${id}-when`}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setError(null);
        }}
      />
      <button type="submit" className="team-button" disabled={busy}>
        Schedule
      </button>
      <p id={`${id}-when`} className="releases__when" aria-live="polite">
        {chosen
          ? `Publishes ${formatLongDate(chosen)}, ${formatTime(chosen)}`
          : 'Read as India time (IST), whatever this computer’s clock.'}
      </p>
      {error ? (
        <p id={`${id}-error`} className="releases__error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
