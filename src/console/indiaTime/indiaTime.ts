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
