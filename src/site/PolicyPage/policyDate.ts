const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A day as `Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' })` writes it
 * ("5 January 2026"). Written out for the same reason as the statistics band's numbers
 * (src/site/StatsBand/indianNumber.ts): no ICU data in the server for one date.
 */
export const policyDate = (day: Date): string =>
  `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
