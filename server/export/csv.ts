/**
 * A small RFC 4180 writer for exports that people open in spreadsheets.
 *
 * - Fields holding a comma, quote, CR or LF are quoted, with quotes doubled; records end in CRLF.
 * - Spreadsheets run a cell that starts with = + - @ (or tab/CR, which some strip first) as a
 *   formula, so such cells get a leading single quote (OWASP "CSV injection"): the text is
 *   shown, never executed.
 * - The text starts with a UTF-8 BOM: without it Excel reads UTF-8 as a legacy code page and
 *   mangles names written in Indian scripts.
 */

export const BOM = '\uFEFF';
const CRLF = '\r\n';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** Makes a cell that a spreadsheet would evaluate read as plain text. */
export const neutraliseFormula = (value: string): string =>
  FORMULA_START.test(value) ? `'${value}` : value;

/** One field, neutralised, then quoted when RFC 4180 requires it. */
export function csvField(value: string): string {
  const safe = neutraliseFormula(value);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A whole file: BOM, the header row, then one CRLF-terminated record per row. */
export function toCsv(header: readonly string[], rows: Iterable<readonly string[]>): string {
  const lines = [header.map(csvField).join(',')];
  for (const row of rows) lines.push(row.map(csvField).join(','));
  return BOM + lines.join(CRLF) + CRLF;
}
