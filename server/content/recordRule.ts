import type { ContentDefinition } from '@/sdk/content';
import { badRequest } from '../http/errors';

// A collection's rule over a whole record (sdk/content/define.ts `recordRule`: a page's address
// and blocks together). Checked where every write that reaches the site passes (the content
// store: create, update, publish, release, restore) and where a draft is saved, so a draft that
// could never be published is refused when it is written, not later.

/** Throws 400 naming the field at fault when the record breaks its collection's rule. */
export function requireRecordRule(
  definition: ContentDefinition,
  record: Readonly<Record<string, unknown>>,
): void {
  if (definition.kind !== 'collection' || !definition.recordRule) return;
  const issue = definition.recordRule(record);
  if (issue) throw badRequest(issue.message, [{ path: [issue.field], message: issue.message }]);
}
