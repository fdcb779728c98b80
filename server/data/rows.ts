/**
 * API records are the stored rows with `id` shown as `_id` (the spec's name) and the
 * bookkeeping timestamps left out.
 */
export function toRecord<R extends { id: string; createdAt?: Date; updatedAt?: Date }>(
  row: R,
): Omit<R, 'id' | 'createdAt' | 'updatedAt'> & { _id: string } {
  const { id, createdAt: _created, updatedAt: _updated, ...fields } = row;
  return { _id: id, ...fields };
}

/** The stored paths a change replaced, to delete once the change has committed. */
export function replacedPaths<R extends object>(
  before: R,
  after: R,
  fields: ReadonlyArray<keyof R>,
) {
  return fields
    .map((field) => before[field])
    .filter((path, i): path is R[keyof R] & string => {
      const field = fields[i];
      return (
        typeof path === 'string' && path !== '' && field !== undefined && path !== after[field]
      );
    });
}
