// One clock for the whole console: India time, with the zone named, in one format, whatever the
// browser's own zone or language. The sales team works in India; a time without its zone (the
// audit log's, before) or in UTC (the CSV's) read as a different hour.

const dayAndTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/**
 * "27 Nov 2026, 3:37 am IST". The zone's name is written here rather than asked of Intl, whose
 * short names differ between engines ("IST", "GMT+5:30"); India keeps one offset all year.
 */
export const formatIndiaTime = (iso: string): string => `${dayAndTime.format(new Date(iso))} IST`;

/** India's offset from UTC, all year: +05:30. */
const INDIA_OFFSET_MS = 330 * 60_000;

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

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeZone: 'UTC',
});

/** Today in India as a calendar day ("2026-11-27"): the day follow-ups are due against. */
export const indiaToday = (now: Date = new Date()): string =>
  new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** A calendar day ("2026-11-27") as the console writes it: "27 Nov 2026". */
export const formatIndiaDay = (day: string): string =>
  dayFormat.format(new Date(`${day}T00:00:00Z`));
