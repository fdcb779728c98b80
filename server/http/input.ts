import { z } from 'zod';
import type { ApiIssue } from '@/sdk/schemas';
import { badRequest } from './errors';
import { findBrokenText } from './text';

/** zod paths may hold symbols; the API lists only string and number segments. */
const toApiIssue = (issue: z.core.$ZodIssue): ApiIssue => ({
  path: issue.path.filter((p): p is string | number => typeof p !== 'symbol'),
  message: issue.message,
});

/**
 * A form has a few dozen fields; a list longer than this only echoes a hostile body back (a
 * 10,000-item array of wrong types would otherwise answer 10,000 issues).
 */
const MAX_ISSUES = 50;

/**
 * Checks input with an sdk schema, the one description of the payload shared with the client.
 * Invalid input becomes a 400 whose msg is the first problem (the spec's clients show `msg`) and
 * whose issues list every field (the first MAX_ISSUES of them).
 */
export function parseInput<T extends z.core.$ZodType>(schema: T, value: unknown): z.output<T> {
  const broken = findBrokenText(value);
  if (broken) throw badRequest(broken.message, [broken]);
  // zod's core parse: the schema may be classic zod or zod/mini (sdk/schemas/leadCreate.ts).
  const result = z.safeParse(schema, value ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.slice(0, MAX_ISSUES).map(toApiIssue);
  throw badRequest(issues[0]?.message ?? 'The request is not valid.', issues);
}
