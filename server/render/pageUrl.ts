/**
 * The part of a page request's URL that the page depends on: its path, and of the query string
 * only the parameters the page reads (`used`, in the order named). Everything else in a query
 * string (campaign parameters, cache busters, `?n=1`, `?n=2`, …) changes nothing on the page, so
 * such a view is answered from the render of the bare page (issue 33, item 8): a flood of unique
 * URLs costs no rendering and takes no cache slot. The browser still reads the campaign
 * parameters from its own address bar (app/site/attribution/visitCapture.ts).
 */
export function pageUrl(url: string, used: readonly string[] = []): string {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  if (mark === -1 || used.length === 0) return path;
  const sent = new URLSearchParams(url.slice(mark + 1));
  const kept = new URLSearchParams();
  for (const name of used) for (const value of sent.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}
