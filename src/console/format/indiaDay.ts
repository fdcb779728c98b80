// India's calendar and the browser's date inputs. A `date` or `datetime-local` input has no zone:
// these read and fill it as India time, whatever the browser's own zone, so the day a user picks
// is the day the API stores and the console shows.

/** India's offset from UTC, all year: +05:30. */
const INDIA_OFFSET_MS = 330 * 60_000;

/** Today in India as a calendar day ("2026-11-27"): the day follow-ups are due against. */
export const indiaToday = (now: Date = new Date()): string =>
  new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** What a `datetime-local` input shows for an instant, in India time ("2026-12-01T09:30"). */
export const indiaTimeInputValue = (iso: string | Date): string =>
  new Date(new Date(iso).getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 16);

/**
 * A `datetime-local` value read as India time, as the API takes it: ISO 8601 with its offset
 * ("2026-12-01T09:30:00+05:30"), whatever the browser's own zone. Null when it is no time.
 */
export function fromIndiaTimeInput(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const iso = `${match[1]}T${match[2]}:${match[3] ?? '00'}+05:30`;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}
