import type { LeadStatus } from '@/sdk/schemas/leadCreate';
import { MOBILE_PATTERN, mobileDigits } from '@/sdk/schemas/leadCreate';
import { LEAD_STATUS_WORDS } from '@/sdk/schemas/leadStatusWords';

// The console's one way to write a date, a time, a status and a phone number (issue 47): India
// time with the zone named, "3 Dec 2026" order whatever the browser's language, statuses in words,
// Indian mobiles as "+91 98765 43210". Every screen imports these; nothing formats on its own.

/**
 * A no-break space (U+00A0) joins the parts of one token ("3 Dec 2026", "4:30 pm IST",
 * "+91 98765 43210"), so a line breaks only between tokens, never inside a number. Chosen over a
 * CSS class because it travels with the text into every place it goes (a cell, a toast, an
 * aria-label, a copied line), and over a thin space (U+2009) because that one may break. JavaScript
 * reads it as white space (`\s`), so a number copied back into a form still parses.
 */
export const NBSP = '\u00a0';

const INDIA = 'Asia/Kolkata';
// Built once: an Intl formatter costs far more to make than to use, and tables call these per cell.
const dayFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: INDIA });
const timeFormat = new Intl.DateTimeFormat('en-IN', { timeStyle: 'short', timeZone: INDIA });
const secondsFormat = new Intl.DateTimeFormat('en-IN', { timeStyle: 'medium', timeZone: INDIA });
const weekdayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: INDIA,
});

/** A calendar day as the API sends it (a follow-up, a filter's bound): "2026-12-03". */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The instant a value names. A calendar day is that day's start in India, so it reads as the same
 * day whatever the browser's zone (`new Date('2026-12-03')` is UTC midnight, 2 Dec in America).
 */
function instantOf(value: string | Date): Date | null {
  const date =
    typeof value === 'string'
      ? new Date(CALENDAR_DAY.test(value) ? `${value}T00:00:00+05:30` : value)
      : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** One token: its inner spaces made no-break (engines differ: some write U+202F before "pm"). */
const token = (text: string) => text.replace(/\s/g, NBSP);

/** Runs a format, or gives back what it was given when that is no date (never a thrown error). */
const safely = (value: string | Date, write: (date: Date) => string) => {
  const date = instantOf(value);
  return date ? write(date) : String(value);
};

/** "3 Dec 2026": a calendar day ("2026-12-03"), or the day in India of an instant. */
export const formatDate = (value: string | Date): string =>
  safely(value, (date) => token(dayFormat.format(date)));

/** "Thursday, 3 Dec 2026": a day spelled out, beside a date input that writes it its own way. */
export const formatLongDate = (value: string | Date): string =>
  safely(value, (date) => {
    // Assembled from parts: ICU versions differ on a comma before the year (Node, Chromium).
    const parts = weekdayFormat.formatToParts(date);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
    return `${part('weekday')}, ${[part('day'), part('month'), part('year')].join(NBSP)}`;
  });

/** To the second ("4:30:05 pm IST"), where events come seconds apart (webhook retries). */
export interface TimeOptions {
  seconds?: boolean;
}

/**
 * "4:30 pm IST": the time in India. The zone's name is written here rather than asked of Intl,
 * whose short names differ between engines ("IST", "GMT+5:30"); India keeps one offset all year.
 */
export const formatTime = (value: string | Date, { seconds = false }: TimeOptions = {}): string =>
  safely(value, (date) => token(`${(seconds ? secondsFormat : timeFormat).format(date)} IST`));

/** "3 Dec 2026, 4:30 pm IST": an instant in India time; a line may break after the comma only. */
export const formatDateTime = (value: string | Date, options: TimeOptions = {}): string =>
  safely(value, (date) => `${formatDate(date)}, ${formatTime(date, options)}`);

const countFormat = new Intl.NumberFormat('en-IN');

/** A count as India writes it: "1,20,000" (visitors, leads, views). */
export const formatCount = (value: number): string => countFormat.format(value);

/**
 * A lead's status in words ("Contacted"): the words the CSV export and the webhooks carry too.
 * A value this console does not know (a newer server) is shown as stored rather than hidden.
 */
export const statusLabel = (status: LeadStatus | string): string =>
  (LEAD_STATUS_WORDS as Record<string, string>)[status] ?? status;

/**
 * An Indian mobile as "+91 98765 43210", whether it was typed as ten digits, with +91, 91, 0091
 * or a trunk 0, with spaces or dashes (the lead form's own rule, `mobileDigits`). Anything else
 * (a landline, a foreign number, a slip of the keyboard) is shown exactly as typed.
 */
export function formatPhone(typed: string): string {
  const digits = mobileDigits(typed);
  if (!MOBILE_PATTERN.test(digits)) return typed;
  return ['+91', digits.slice(0, 5), digits.slice(5)].join(NBSP);
}
