import { altTextIssues } from '@/sdk/content';
import type { ContentDefinition } from '@/sdk/content';
import { badRequest } from '../http/errors';

/**
 * Refuses a write that would leave an image on the page without alt text (issue 14): `record`
 * is what the record will be (a create's fields and new paths, or the stored row with the
 * changes over it); an image counts when it has a path. Throws a 400 with the alt field's message.
 */
export function requireAltText(
  definition: Pick<ContentDefinition, 'images'>,
  record: Readonly<Record<string, unknown>>,
): void {
  const shown = (image: string) => typeof record[image] === 'string' && record[image] !== '';
  const issues = altTextIssues(definition.images, record, shown);
  if (issues.length > 0) throw badRequest(issues[0]!.message, issues);
}
