/**
 * API records are the stored rows with `id` shown as `_id` (the spec's name) and the
 * bookkeeping left out: the timestamps, and the position (the list's order says it).
 */
export function toRecord<
  R extends { id: string; createdAt?: Date; updatedAt?: Date; position?: number },
>(row: R): Omit<R, 'id' | 'createdAt' | 'updatedAt' | 'position'> & { _id: string } {
  const { id, createdAt: _created, updatedAt: _updated, position: _position, ...fields } = row;
  return { _id: id, ...fields };
}

/** The stored paths a change replaced, to delete once the change has committed. */
export function replacedPaths(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: ReadonlyArray<string>,
): string[] {
  return fields
    .map((field) => ({ path: before[field], now: after[field] }))
    .filter((f): f is { path: string; now: unknown } => typeof f.path === 'string' && f.path !== '')
    .filter((f) => f.path !== f.now)
    .map((f) => f.path);
}

/** A copy of a record without some fields (the id and image names of an update body). */
export function without<R extends Record<string, unknown>>(record: R, fields: readonly string[]) {
  return Object.fromEntries(Object.entries(record).filter(([name]) => !fields.includes(name)));
}
