/** One production dependency as `npm outdated --json` reports it (only outdated ones appear). */
export interface OutdatedEntry {
  current?: string;
  wanted: string;
  latest: string;
}

export interface DepsRow {
  name: string;
  range: string;
  current: string;
  wanted: string;
  latest: string;
  action: string;
}

const major = (version: string) => Number(version.split('.')[0]);

/** What to do about one dependency, in words the release checklist (docs/operations.md) uses. */
function actionFor(entry: OutdatedEntry | undefined): string {
  if (!entry) return 'up to date';
  if (!entry.current) return 'not installed: run npm ci';
  if (entry.wanted !== entry.current) return 'lockfile update (in range)';
  if (major(entry.latest) > major(entry.current)) return 'new major: read its changelog';
  if (major(entry.latest) < major(entry.current)) return 'ahead of the latest tag';
  return 'newer release outside the range';
}

/**
 * Every production dependency with its installed, in-range and latest version. npm outdated lists
 * only outdated packages and mixes in dev ones; this keeps exactly package.json's dependencies.
 */
export function depsReport(
  dependencies: Record<string, string>,
  outdated: Record<string, OutdatedEntry>,
  installed: (name: string) => string | undefined,
): DepsRow[] {
  return Object.entries(dependencies)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, range]) => {
      const entry = outdated[name];
      const current = entry?.current ?? installed(name) ?? 'missing';
      return {
        name,
        range,
        current,
        wanted: entry?.wanted ?? current,
        latest: entry?.latest ?? current,
        action: actionFor(entry),
      };
    });
}

/** A plain-text table, columns padded to their widest cell. */
export function formatTable(rows: DepsRow[]): string {
  const header = ['package', 'range', 'installed', 'wanted', 'latest', 'action'];
  const cells = [
    header,
    ...rows.map((r) => [r.name, r.range, r.current, r.wanted, r.latest, r.action]),
  ];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  return cells
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
