/**
 * A whole number with Indian digit grouping (1,23,45,678), as `Intl.NumberFormat('en-IN')` writes
 * it. Written out because the server renders this band on every content version: the first
 * `Intl` formatter a Node process makes pulls about 5 MB of ICU data into its memory for good
 * (docs/performance.md), and the browser's copy of the page must show the same digits anyway.
 */
export function indianNumber(value: number): string {
  const digits = String(Math.round(Math.abs(value)));
  const sign = value < 0 && digits !== '0' ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${pairs},${digits.slice(-3)}`;
}
